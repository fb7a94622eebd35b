import type { LeadUpdate } from '../../../shared/lead-schema.js';
import type { Db } from '../../db/connection.js';
import { validationError } from '../../http-error.js';
import { readSetting } from '../settings/settings-repository.js';
import { LOST_REASONS } from '../settings/lead-settings.js';

export const LOST_REASON_MESSAGES = {
  notLost: 'A lost reason can only be given to a lost lead',
  notListed: 'Lost reason must be one of the listed reasons',
} as const;

/**
 * The lost reason a status change or edit stores: the reason given when the lead is or becomes
 * lost (one of the admin's list, or blank: the API still takes `{status: 'lost'}` alone, as
 * SPEC's Save Status sends it), cleared when it leaves lost. Undefined when it stays as it is.
 */
export async function lostReasonChange(
  db: Db,
  current: { status: string; lost_reason: string },
  update: Pick<LeadUpdate, 'status' | 'lost_reason'>,
): Promise<string | undefined> {
  const status = update.status ?? current.status;
  if (update.lost_reason === undefined || update.lost_reason === '') {
    if (status !== 'lost' && current.lost_reason !== '') return '';
    return undefined;
  }
  if (status !== 'lost') throw validationError({ lost_reason: LOST_REASON_MESSAGES.notLost });
  await assertListedReason(db, update.lost_reason);
  return update.lost_reason === current.lost_reason ? undefined : update.lost_reason;
}

/** A 422 unless `reason` is on the admin's list (any case). */
export async function assertListedReason(db: Db, reason: string): Promise<string> {
  const listed = await readSetting(db, LOST_REASONS);
  const match = listed.find((item) => item.toLowerCase() === reason.toLowerCase());
  if (!match) throw validationError({ lost_reason: LOST_REASON_MESSAGES.notListed });
  return match;
}
