import { homePathForRole, INSTALLER_ROLE_ID, ROLE_IDS } from '@shared/roles';

/** Location state a guard leaves for /login: the page to return to. */
export interface LoginLocationState {
  from?: string;
}

/** Whether a role may open a path: /admin is for admins, /manager for managers. */
export function isPathAllowedForRole(path: string, roleId: number | null): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/^\/admin(\/|$|\?)/.test(path)) return roleId === ROLE_IDS.admin;
  if (/^\/manager(\/|$|\?)/.test(path)) return roleId === ROLE_IDS.manager;
  if (/^\/partner(\/|$|\?)/.test(path)) return roleId === INSTALLER_ROLE_ID;
  return false;
}

/** After sign-in: back to the remembered page when the role may open it, else the role's home. */
export function destinationAfterLogin(roleId: number | null, from: unknown): string {
  if (typeof from === 'string' && isPathAllowedForRole(from, roleId)) return from;
  return homePathForRole(roleId);
}

/** Only staff have a panel; a plain user signed in still sees the form (to switch accounts). */
export function hasPanel(roleId: number | null): boolean {
  return roleId === ROLE_IDS.admin || roleId === ROLE_IDS.manager || roleId === INSTALLER_ROLE_ID;
}
