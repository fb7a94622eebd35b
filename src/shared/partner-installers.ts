import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';

/** A partner's installer accounts as the admin sees them on the partner screen. */

export const INSTALLER_STATES = ['invited', 'expired', 'active', 'deactivated'] as const;
export type InstallerState = (typeof INSTALLER_STATES)[number];
export const INSTALLER_STATE_LABELS: Record<InstallerState, string> = {
  invited: 'Invited, link pending',
  expired: 'Invitation expired',
  active: 'Active',
  deactivated: 'Removed',
};

export const installerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: z.enum(INSTALLER_STATES),
  /** When the latest invitation was sent; null for an account made without one. */
  invited_at: isoTimeSchema.nullable(),
  /** When the latest invitation's link stops working (or stopped). */
  invitation_expires_at: isoTimeSchema.nullable(),
  last_sign_in_at: isoTimeSchema.nullable(),
});
export type Installer = z.infer<typeof installerSchema>;

export const installerListSchema = z.strictObject({ items: z.array(installerSchema) });
export type InstallerList = z.infer<typeof installerListSchema>;

export const installerParamsSchema = z.object({
  id: z.string().regex(/^\d+$/),
  userId: z.string().regex(/^\d+$/),
});
