import { addBusinessMinutes } from '../../../shared/business-hours.js';

/** PARTNER_RESPONSE_MINUTES' default: 4 business hours. */
export const DEFAULT_RESPONSE_MINUTES = 240;

// Process-wide, set from the config by buildApp: every way a lead reaches a partner (submit,
// held lead, staff's send, reassignment) stamps the deadline without each caller passing it.
let responseMinutes = DEFAULT_RESPONSE_MINUTES;

export function setResponseMinutes(minutes: number): void {
  responseMinutes = minutes;
}

/** The end of the response window of a lead passed on at `assignedAt` (ISO instant). */
export function respondByFrom(assignedAt: string): string {
  return addBusinessMinutes(new Date(assignedAt), responseMinutes).toISOString();
}
