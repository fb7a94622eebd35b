import { describe, expect, it } from 'vitest';
import { navForRole, PANEL_NAV } from './nav-items';
import {
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  writeSidebarCookie,
} from './sidebar-state';

describe('sidebar cookie', () => {
  it('is expanded unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('old_sidebar_state=false')).toBe(true);
  });

  it('writes sidebar_state for 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    writeSidebarCookie(false);
    expect(readSidebarCookie()).toBe(false);
    writeSidebarCookie(true);
    expect(readSidebarCookie()).toBe(true);
  });
});

describe('panel navigation', () => {
  it('gives admins the admin sidebar and everyone else the manager one', () => {
    expect(navForRole(1).title).toBe('Admin Panel');
    expect(navForRole(2).title).toBe('Manager Panel');
    expect(navForRole(3).title).toBe('Manager Panel');
    expect(PANEL_NAV.admin.items.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Dashboard /admin',
      'Lead Management /admin/leads',
      'User Management /admin/users',
      'Partner Installers /admin/partners',
      'Bad-lead Credits /admin/credits',
      'Campaigns /admin/campaigns',
      'Home Page Management /admin/home-editor',
      'About Page Management /admin/about-editor',
      'How It Works Management /admin/how-it-works-editor',
      'Bin /admin/bin',
      'Audit Log /admin/audit',
      'Settings /admin/settings',
    ]);
    expect(PANEL_NAV.manager.items.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Dashboard /manager',
      'My Leads /manager/leads',
    ]);
  });
});
