import { z } from 'zod';
import {
  PICK_HOURS_DEFAULT,
  PICK_HOURS_MAX,
  PICK_HOURS_MIN,
  type HomeownerPickSettings,
} from '../../../shared/homeowner-picks.js';
import type { Db } from '../../db/connection.js';
import { readSetting, type Setting } from '../settings/settings-repository.js';

/** New requests are held for the homeowner's pick of installers; off by default. */
export const HOMEOWNER_PICKS: Setting<boolean> = {
  key: 'homeowner_picks',
  schema: z.boolean(),
  defaultValue: false,
};

/** How long the homeowner has to pick before the default matching applies. */
export const PICK_HOURS: Setting<number> = {
  key: 'pick_hours',
  schema: z.number().int().min(PICK_HOURS_MIN).max(PICK_HOURS_MAX),
  defaultValue: PICK_HOURS_DEFAULT,
};

export async function readPickSettings(db: Db): Promise<HomeownerPickSettings> {
  const [on, hours] = await Promise.all([
    readSetting(db, HOMEOWNER_PICKS),
    readSetting(db, PICK_HOURS),
  ]);
  return { homeowner_picks: on, pick_hours: hours };
}

/** The settings as the submit's pipelined read answers them (pickSettingsQuery). */
export function pickSettingsFromRows(
  rows: readonly { key: string; value: string }[],
): HomeownerPickSettings {
  const value = <T>(setting: Setting<T>): T => {
    const row = rows.find((entry) => entry.key === setting.key);
    if (!row) return setting.defaultValue;
    try {
      const parsed = setting.schema.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : setting.defaultValue;
    } catch {
      return setting.defaultValue;
    }
  };
  return { homeowner_picks: value(HOMEOWNER_PICKS), pick_hours: value(PICK_HOURS) };
}

/** The time limit of a lead held now. */
export function pickDeadline(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * 3_600_000).toISOString();
}
