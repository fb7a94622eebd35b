import type { User } from '@shared/user-schema';

/** A staff account as the API returns it; tests change what they look at. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Someone',
    email: 'someone@example.ie',
    role_id: 3,
    phone: '',
    department: '',
    is_active: true,
    status: 'active',
    last_login_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
