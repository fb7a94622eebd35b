import type { SubmitVerification } from '@shared/phone-verification';
import { maskedMobile } from '@shared/phone-verification-rules';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from './storage';

/** A request that waits for the code texted to the homeowner, as the thank-you page needs it. */
export interface PendingVerification {
  ref: string;
  expiresAt: string;
  /** When "Send a new code" may be used again (epoch ms). */
  resendAt: number;
  /** "ending 567": where the code went. */
  mobileHint: string;
  /** The page the form was on, to go back and correct the number. */
  formPath: string;
}

/**
 * After a submit that must be confirmed by code: remember the reference and keep the form as
 * typed, both for this tab only, so going back to the form does not lose it.
 */
export function rememberVerification(
  verification: SubmitVerification,
  values: Record<string, string>,
  formPath: string,
): void {
  const pending: PendingVerification = {
    ref: verification.ref,
    expiresAt: verification.expires_at,
    resendAt: Date.now() + verification.resend_after_seconds * 1000,
    mobileHint: maskedMobile(values.mobile_number ?? ''),
    formPath,
  };
  writeJson(STORAGE_KEYS.pendingVerification, pending, 'session');
  writeJson(STORAGE_KEYS.quoteDraft, values, 'session');
}

export function readPendingVerification(): PendingVerification | undefined {
  const pending = readJson<PendingVerification>(STORAGE_KEYS.pendingVerification, 'session');
  return pending && typeof pending.ref === 'string' ? pending : undefined;
}

export function updatePendingVerification(changes: Partial<PendingVerification>): void {
  const pending = readPendingVerification();
  if (pending) {
    writeJson(STORAGE_KEYS.pendingVerification, { ...pending, ...changes }, 'session');
  }
}

/** The form's text as typed before the code was asked for; undefined once confirmed. */
export function readQuoteDraft(): Record<string, string> | undefined {
  if (!readPendingVerification()) return undefined;
  const draft = readJson<Record<string, unknown>>(STORAGE_KEYS.quoteDraft, 'session');
  if (!draft || typeof draft !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(draft).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The code was confirmed: nothing of the request stays in the browser. */
export function forgetVerification(): void {
  removeItem(STORAGE_KEYS.pendingVerification, 'session');
  removeItem(STORAGE_KEYS.quoteDraft, 'session');
}
