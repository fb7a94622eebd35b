import { describe, expect, it } from 'vitest';
import { userEditSchema, type User } from '@shared/user-schema';
import { userChanges } from './edit-user-dialog';

const user: User = {
  id: 4,
  name: 'Aoife',
  email: 'aoife@wq.ie',
  role_id: 1,
  phone: '',
  department: 'Ops',
  is_active: true,
  status: 'active',
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const form = (changes: Record<string, unknown> = {}) =>
  userEditSchema.parse({
    name: user.name,
    email: user.email,
    password: '',
    role_id: user.role_id,
    phone: user.phone,
    department: user.department,
    is_active: user.is_active,
    ...changes,
  });

describe('the edit form of an account', () => {
  it('sends only what changed, so saving one’s own unchanged role is never refused', () => {
    expect(userChanges(user, form())).toEqual({});
    expect(userChanges(user, form({ email: 'AOIFE@wq.ie' }))).toEqual({});
    expect(userChanges(user, form({ name: ' Aoife B ', department: '' }))).toEqual({
      name: 'Aoife B',
      department: '',
    });
  });

  it('keeps the password when left blank and holds a new one to the creation rule', () => {
    expect(userChanges(user, form({ password: 'new-password-1' }))).toEqual({
      password: 'new-password-1',
    });
    const short = userEditSchema.safeParse({ ...form(), password: 'short' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    expect(userEditSchema.safeParse({ ...form(), name: '  ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });
});
