import { describe, expect, it } from 'vitest';
import type { User } from '@shared/user-schema';
import { sampleUser } from '@/test/sample-user';
import { EMPTY_FILTERS, filterUsers, userStats } from './user-filters';

const user = sampleUser;

const users = [
  user({ id: 1, name: 'Aoife Admin', email: 'aoife@wq.ie', role_id: 1, department: 'Ops' }),
  user({ id: 2, name: 'Mark Manager', email: 'mark@wq.ie', role_id: 2, department: 'Sales' }),
  user({
    id: 3,
    name: 'Una User',
    email: 'una@wq.ie',
    role_id: 3,
    is_active: false,
    status: 'inactive',
  }),
  user({ id: 4, name: 'Ciara', email: 'ciara@wq.ie', role_id: 2, department: 'Sales Dublin' }),
];

const ids = (list: User[]) => list.map((entry) => entry.id);

describe('filterUsers', () => {
  it('returns everyone without filters', () => {
    expect(ids(filterUsers(users, EMPTY_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('searches name, e-mail and department, ignoring case and spaces around', () => {
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, search: ' AOIFE ' }))).toEqual([1]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, search: 'una@' }))).toEqual([3]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, search: 'sales' }))).toEqual([2, 4]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, search: 'nobody' }))).toEqual([]);
  });

  it('filters by role and status; Pending matches nobody', () => {
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, role: 'manager' }))).toEqual([2, 4]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, role: 'user' }))).toEqual([3]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, status: 'inactive' }))).toEqual([3]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, status: 'active' }))).toEqual([1, 2, 4]);
    expect(ids(filterUsers(users, { ...EMPTY_FILTERS, status: 'pending' }))).toEqual([]);
  });

  it('combines filters', () => {
    expect(ids(filterUsers(users, { search: 'sales', role: 'manager', status: 'active' }))).toEqual(
      [2, 4],
    );
  });
});

describe('userStats', () => {
  it('counts total, active, administrators and managers', () => {
    expect(userStats(users)).toEqual({ total: 4, active: 3, admins: 1, managers: 2 });
    expect(userStats([])).toEqual({ total: 0, active: 0, admins: 0, managers: 0 });
  });
});
