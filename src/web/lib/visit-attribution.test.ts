import { afterEach, describe, expect, it } from 'vitest';
import { attributionOfLanding, referrerHost } from '@shared/attribution';
import { recordVisitAttribution, storedVisitAttribution } from './visit-attribution';

const page = (href: string) => ({ href });

afterEach(() => {
  sessionStorage.clear();
});

describe('visit attribution', () => {
  it('records the first page of the visit: path, UTM tags, click ids and referrer host', () => {
    const first = recordVisitAttribution(
      page(
        'https://windowquotes.ie/dublin?utm_source=Facebook&utm_medium=paid_social&utm_campaign=spring&fbclid=IwAR0secret&x=1',
      ),
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fwindowquotes.ie%2Fdublin',
    );
    expect(first).toEqual({
      landing_path: '/dublin',
      referrer_host: 'l.facebook.com',
      utm_source: 'facebook',
      utm_medium: 'paid_social',
      utm_campaign: 'spring',
      utm_term: '',
      utm_content: '',
      has_gclid: false,
      has_fbclid: true,
    });
    // The click id itself is never kept, only that there was one.
    expect(sessionStorage.getItem('visit_attribution')).not.toContain('IwAR0secret');
    expect(storedVisitAttribution()).toEqual(first);
  });

  it('keeps the first page: later pages of the visit do not replace it', () => {
    recordVisitAttribution(page('https://windowquotes.ie/dublin?utm_source=facebook'), '');
    const later = recordVisitAttribution(
      page('https://windowquotes.ie/about?utm_source=google&gclid=abc'),
      'https://www.google.com/',
    );
    expect(later).toMatchObject({
      landing_path: '/dublin',
      utm_source: 'facebook',
      has_gclid: false,
    });
    expect(storedVisitAttribution()).toMatchObject({ landing_path: '/dublin', referrer_host: '' });
  });

  it('ignores a same-site referrer and starts again over a stored value that is not one', () => {
    sessionStorage.setItem(
      'visit_attribution',
      JSON.stringify({
        landing_path: '/x',
        referrer_host: '',
        utm_source: '<b>',
        utm_medium: '',
        utm_campaign: '',
        utm_term: '',
        utm_content: '',
        has_gclid: false,
        has_fbclid: false,
      }),
    );
    expect(storedVisitAttribution()).toBeNull();
    const visit = recordVisitAttribution(
      page('https://www.windowquotes.ie/about'),
      'https://windowquotes.ie/dublin',
    );
    expect(visit).toMatchObject({ landing_path: '/about', referrer_host: '' });
    expect(referrerHost('https://windowquotes.ie/x', 'www.windowquotes.ie')).toBe('');
    expect(referrerHost('https://News.Example.ie:8443/a?b', 'windowquotes.ie')).toBe(
      'news.example.ie',
    );
    expect(referrerHost('not a url', 'windowquotes.ie')).toBe('');
  });

  it('sets no cookie', () => {
    recordVisitAttribution(page('https://windowquotes.ie/dublin?utm_source=facebook'), '');
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('cleans UTM values the API would refuse, so a quote is never lost over them', () => {
    const long = 'a'.repeat(150);
    const visit = attributionOfLanding(
      new URL(
        `https://windowquotes.ie/Cork?utm_source=%3Cb%3EFB%3C%2Fb%3E&utm_campaign=${long}&utm_term=%20double%09glazing%20`,
      ),
      '',
    );
    expect(visit.utm_source).toBe('bfb/b');
    expect(visit.utm_campaign).toHaveLength(100);
    expect(visit.utm_term).toBe('double glazing');
    expect(visit.landing_path).toBe('/Cork');
  });
});
