import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { readSetting, type Setting } from '../settings/settings-repository.js';

/** New requests wait for the homeowner's texted code; off by default. */
export const PHONE_VERIFICATION: Setting<boolean> = {
  key: 'phone_verification',
  schema: z.boolean(),
  defaultValue: false,
};

/** An SMS provider is set: the files written under DATA_DIR/sms reach no phone. */
export function smsConfigured(config: Config): boolean {
  return config.sms.twilio !== undefined;
}

/**
 * Whether a submit now is held for its phone check: only with an SMS provider (a switch left
 * on when the provider is removed stops holding requests) and the admin's switch on. Without a
 * provider no query is made.
 */
export async function phoneCheckWanted(db: Db, config: Config): Promise<boolean> {
  return smsConfigured(config) && (await readSetting(db, PHONE_VERIFICATION));
}
