import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect } from 'vitest';
import type { ContentPage } from '../../shared/content-schema.js';
import { apiTestWith } from '../test/api-test.js';
import { addPartner, clearPartners } from '../test/partner-fixtures.js';
import { json } from '../test/test-app.js';

/**
 * A web build for this file: the two HTML templates and a server entry that is the source
 * entry itself (vitest compiles it), so the server renders real pages without `npm run build`.
 */
function sourceWebBuild(): string {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'windowquotes-ssr-'));
  fs.mkdirSync(path.join(root, 'web'));
  fs.mkdirSync(path.join(root, 'ssr'));
  for (const file of ['index.html', 'public.html']) {
    fs.copyFileSync(path.join(web, file), path.join(root, 'web', file));
  }
  fs.writeFileSync(
    path.join(root, 'ssr', 'entry-server.js'),
    `export { render } from ${JSON.stringify(path.join(web, 'entry-server.tsx'))};\n`,
  );
  return path.join(root, 'web');
}

const webDir = sourceWebBuild();
const apiTest = apiTestWith({ SERVE_WEB: 'true', WEB_DIST_DIR: webDir });
afterAll(() => fs.rmSync(path.dirname(webDir), { recursive: true, force: true }));

/** The text of the about page's mission statistics, as the served HTML has them. */
function stats(html: string): string[] {
  return [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
    ([, label, number]) => `${number} ${label}`,
  );
}

describe('live figures in the served about and how-it-works pages (decision 0924)', () => {
  apiTest(
    'a bound statistic shows the live value; unbound ones SPEC’s text',
    async ({ t, api }) => {
      await clearPartners(t.db);
      for (let k = 0; k < 3; k += 1) await addPartner(t.db, { counties: ['Cork'] });
      await t.app.liveFigures.refresh();

      // Nothing published: SPEC's defaults.
      const before = await api.get('/about', { as: 'anonymous' });
      expect(before.statusCode).toBe(200);
      expect(stats(before.body)).toEqual([
        '50+ Verified companies',
        '40% Average savings up to',
        '2 hrs Typical response time',
        '26 Counties covered',
      ]);

      const created = await api.post('/api/content/about', {
        url: '/about',
        sublink: '',
        is_published: true,
        content: {
          liveFigures: {
            bindings: [
              { place: 'mission.stats', index: 0, value: 'active_installers', template: '{value}' },
              // No acceptances yet, so no median: the fixed text stays.
              {
                place: 'mission.stats',
                index: 2,
                value: 'median_minutes_to_accept',
                template: '{value} min',
              },
            ],
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const page = json<ContentPage>(created);

      const bound = await api.get('/about', { as: 'anonymous' });
      expect(bound.statusCode).toBe(200);
      expect(stats(bound.body)).toEqual([
        '3 Verified companies',
        '40% Average savings up to',
        '2 hrs Typical response time',
        '26 Counties covered',
      ]);
      // The page data carries the values, so the render cache key changes with them.
      expect(bound.body).toContain('"active_installers":3');

      // A new value: a new render, not the cached one.
      await addPartner(t.db, { counties: ['Cork'] });
      await t.app.liveFigures.refresh();
      const later = await api.get('/about', { as: 'anonymous' });
      expect(stats(later.body)[0]).toBe('4 Verified companies');

      // Unbound again: the fixed text.
      const unbound = await api.patch(`/api/content/about/${page.id}`, {
        content: { liveFigures: { bindings: [] } },
      });
      expect(unbound.statusCode, unbound.body).toBe(200);
      expect(
        (await api.patch(`/api/content/about/${page.id}`, { is_published: true })).statusCode,
      ).toBe(200);
      expect(stats((await api.get('/about', { as: 'anonymous' })).body)[0]).toBe(
        '50+ Verified companies',
      );
    },
  );

  apiTest('a benefit title on how it works shows the live value', async ({ t, api }) => {
    await t.app.liveFigures.refresh();
    const installers = t.app.liveFigures.current().active_installers!;
    const created = await api.post('/api/content/how-it-works', {
      url: '/how-it-works',
      sublink: '',
      is_published: true,
      content: {
        liveFigures: {
          bindings: [
            {
              place: 'benefits.items',
              index: 2,
              value: 'active_installers',
              template: '{value} verified companies',
            },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const served = await api.get('/how-it-works', { as: 'anonymous' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain(`>${installers} verified companies<`);
    expect(served.body).not.toContain('>Verified companies<');
    expect(served.body).toContain('Quotes within 2 hours');
  });

  apiTest('a binding to a home place is refused on the about page', async ({ api }) => {
    const refused = await api.post('/api/content/about', {
      url: '/about-refused',
      content: {
        liveFigures: {
          bindings: [
            { place: 'hero.stat', index: 0, value: 'active_installers', template: '{value}' },
          ],
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Unknown place');
  });
});
