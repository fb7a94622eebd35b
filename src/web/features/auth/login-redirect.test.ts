import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, hasPanel, isPathAllowedForRole } from './login-redirect';

describe('destinationAfterLogin', () => {
  it('sends each role home without a remembered page', () => {
    expect(destinationAfterLogin(1, undefined)).toBe('/admin');
    expect(destinationAfterLogin(2, undefined)).toBe('/manager');
    expect(destinationAfterLogin(3, undefined)).toBe('/');
    expect(destinationAfterLogin(null, undefined)).toBe('/');
  });

  it('returns to the remembered page only when the role may open it', () => {
    expect(destinationAfterLogin(1, '/admin/leads/4?x=1')).toBe('/admin/leads/4?x=1');
    expect(destinationAfterLogin(2, '/manager/leads?filter=followup')).toBe(
      '/manager/leads?filter=followup',
    );
    expect(destinationAfterLogin(2, '/admin/users')).toBe('/manager');
    expect(destinationAfterLogin(1, '/manager')).toBe('/admin');
    expect(destinationAfterLogin(3, '/admin')).toBe('/');
  });

  it('never follows a remembered page off the site or outside the panels', () => {
    expect(destinationAfterLogin(1, '//evil.example/admin')).toBe('/admin');
    expect(destinationAfterLogin(1, 'https://evil.example/admin')).toBe('/admin');
    expect(destinationAfterLogin(1, '/administrator')).toBe('/admin');
    expect(isPathAllowedForRole('/about', 1)).toBe(false);
  });

  it('sends an installer (role 4) to the portal, and only there', () => {
    expect(destinationAfterLogin(4, undefined)).toBe('/partner');
    expect(destinationAfterLogin(4, '/admin')).toBe('/partner');
    expect(destinationAfterLogin(1, '/partner')).toBe('/admin');
    expect(isPathAllowedForRole('/partner', 4)).toBe(true);
    expect(hasPanel(4)).toBe(true);
  });

  it('knows who has a panel', () => {
    expect(hasPanel(1)).toBe(true);
    expect(hasPanel(2)).toBe(true);
    expect(hasPanel(3)).toBe(false);
    expect(hasPanel(null)).toBe(false);
  });
});
