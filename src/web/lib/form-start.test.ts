import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_START_URL, recordFormStart } from './form-start';
import { STORAGE_KEYS } from './storage';

// Other files' forms may have started a visit in this worker's storage.
beforeEach(() => sessionStorage.clear());

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

async function sentBodies(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => ({
      url: url as string,
      body: JSON.parse(await textOf(blob as Blob)) as unknown,
    })),
  );
}

describe('recordFormStart', () => {
  it('sends one beacon per visit, with the form page and the visit tags, and no cookie', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    sessionStorage.setItem(
      STORAGE_KEYS.attribution,
      JSON.stringify({
        landing_path: '/dublin',
        referrer_host: '',
        utm_source: 'facebook',
        utm_medium: '',
        utm_campaign: 'spring',
        utm_term: '',
        utm_content: '',
        has_gclid: false,
        has_fbclid: false,
      }),
    );
    recordFormStart('/dublin');
    recordFormStart('/dublin');
    recordFormStart('/');
    expect(await sentBodies(beacon)).toEqual([
      {
        url: FORM_START_URL,
        body: { path: '/dublin', utm_source: 'facebook', utm_medium: '', utm_campaign: 'spring' },
      },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.formStarted)).toBe('true');
    expect(document.cookie).toBe('');
  });

  it('sends blank tags when the visit has none, and survives a browser without beacons', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    recordFormStart('/');
    expect((await sentBodies(beacon))[0]?.body).toEqual({
      path: '/',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
    sessionStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect(() => recordFormStart('/')).not.toThrow();
  });
});
