/** Staff roles by role_id: 1 admin, 2 manager, anything else a plain user. */
export const ROLE_IDS = { admin: 1, manager: 2, user: 3 } as const;

/**
 * Installer accounts: people of one partner company. Not a staff
 * role, so not in ROLE_IDS: they never appear in User Management and no staff route admits them.
 */
export const INSTALLER_ROLE_ID = 4;

export type RoleName = keyof typeof ROLE_IDS;

export function roleName(roleId: number | null | undefined): RoleName {
  if (roleId === ROLE_IDS.admin) return 'admin';
  if (roleId === ROLE_IDS.manager) return 'manager';
  return 'user';
}

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
};

/** Where a user lands after sign-in: admins on /admin, managers on /manager. */
export function homePathForRole(roleId: number | null | undefined): string {
  const role = roleName(roleId);
  if (role === 'admin') return '/admin';
  if (role === 'manager') return '/manager';
  if (roleId === INSTALLER_ROLE_ID) return '/partner';
  return '/';
}
