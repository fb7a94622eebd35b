import { describe, expect, it } from 'vitest';
import { normalizePageUrl } from '@shared/url-variants';

describe('normalizePageUrl (page URL edits)', () => {
  it('trims and adds one leading slash', () => {
    expect(normalizePageUrl('  dublin  ', 'index')).toBe('/dublin');
    expect(normalizePageUrl('/dublin', 'index')).toBe('/dublin');
    expect(normalizePageUrl('///dublin', 'index')).toBe('/dublin');
  });

  it('removes trailing slashes', () => {
    expect(normalizePageUrl('/dublin/', 'index')).toBe('/dublin');
    expect(normalizePageUrl('dublin///', 'index')).toBe('/dublin');
    expect(normalizePageUrl(' /about/x1/ ', 'about')).toBe('/about/x1');
    expect(normalizePageUrl('how-it-works/hiw-x/', 'how-it-works')).toBe('/how-it-works/hiw-x');
  });

  it('turns an empty value into the base path of the list', () => {
    for (const value of ['', '   ', '/', '///', ' / ']) {
      expect(normalizePageUrl(value, 'index')).toBe('/');
      expect(normalizePageUrl(value, 'about')).toBe('/about');
      expect(normalizePageUrl(value, 'how-it-works')).toBe('/how-it-works');
    }
  });

  it('keeps inner slashes and the letters as typed', () => {
    expect(normalizePageUrl('Cork/about', 'about')).toBe('/Cork/about');
  });

  it('is stable: a normalised url normalises to itself, so no needless update is sent', () => {
    for (const value of ['/', '/about', '/dublin', '/how-it-works/hiw-a1']) {
      expect(normalizePageUrl(value, 'index')).toBe(value);
    }
  });
});
