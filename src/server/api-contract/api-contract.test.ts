import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/errors.js';
import { apiTest as test } from '../test/api-test.js';
import { createUserAndSignIn } from '../test/test-app.js';
import { registerRouteSchemas, routesOf, type RouteRecord } from './route-schemas.js';

/** The routes of the API proper (HEAD copies of GET routes carry the same schema). */
function apiRoutes(routes: RouteRecord[]): RouteRecord[] {
  return routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
}

/** POST routes that take no body: the path and the caller say it all. */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/quote/:id/consent',
  'POST /api/quote/bin/:id/restore',
  'POST /api/partner/leads/:id/accept',
  'POST /api/partner/links/:token/accept',
  ...['index', 'about', 'how-it-works'].map(
    (kind) => `POST /api/content/${kind}/:id/versions/:version/restore`,
  ),
  'POST /api/partners/:id/webhook/secret',
  'POST /api/partners/:id/webhook/test',
  'POST /api/partners/:id/installers/:userId/invitation',
  'POST /api/quote/:id/erase',
  'POST /api/request/:token/erase',
  'POST /api/quote/:id/phone-release',
  'POST /api/quote/:id/request-link',
  'POST /api/quote/:id/request-link/revoke',
  'POST /api/request/:token/contact/resend',
  'POST /api/quote/:id/pick-release',
]);

describe('the API contract', () => {
  test('GET /api/openapi.json is open and a valid OpenAPI 3.1 document', async ({ api }) => {
    const response = await api.get('/api/openapi.json', { as: 'anonymous' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('every /api route is in the document, and nothing else is', async ({ api, t }) => {
    const document = (await api.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutes(routesOf(t.app)).map(
      (route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(registered.length).toBeGreaterThan(40);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  test('every /api route declares its answers and each request part it reads', async ({ t }) => {
    const missing: string[] = [];
    for (const route of apiRoutes(routesOf(t.app))) {
      const name = `${route.method} ${route.url}`;
      const schema = route.schema ?? {};
      const answers = Object.keys((schema.response ?? {}) as object);
      if (!answers.some((status) => status.startsWith('2'))) missing.push(`${name}: a 2xx answer`);
      if (!answers.includes('4xx')) missing.push(`${name}: the 4xx error answer`);
      if (route.url.includes(':') && !schema.params) missing.push(`${name}: params`);
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(name);
      if ((takesBody || route.handler.includes('request.body')) && !schema.body)
        missing.push(`${name}: body`);
      if (route.handler.includes('request.query') && !schema.querystring)
        missing.push(`${name}: querystring`);
    }
    expect(missing).toEqual([]);
  });
});

describe('answers checked against their schemas', () => {
  test("the app's answers are checked: a stored value off its schema fails the call", async ({
    api,
    t,
  }) => {
    const { id } = await createUserAndSignIn(t, 2);
    expect((await api.get(`/api/auth/user/${id}`)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ created_at: 'last Tuesday' })
      .where('id', '=', id)
      .execute();
    expect((await api.get(`/api/auth/user/${id}`)).statusCode).toBe(500);
    await t.db.deleteFrom('users').where('id', '=', id).execute();
  });

  async function appAnswering(answer: unknown, checkResponses = true) {
    const app = Fastify();
    registerErrorHandler(app);
    registerRouteSchemas(app, { checkResponses });
    const user = z.strictObject({ id: z.number(), name: z.string() });
    app.get('/api/user', { schema: { response: { 200: user } } }, async () => answer);
    await app.ready();
    return app;
  }

  it("an answer of the schema's shape is sent as the handler wrote it", async () => {
    const app = await appAnswering({ id: 1, name: 'Aoife' });
    const response = await app.inject('/api/user');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":1,"name":"Aoife"}');
    await app.close();
  });

  it('a wrong shape, a missing field or an extra field is caught loudly', async () => {
    for (const wrong of [{ id: '1', name: 'Aoife' }, { id: 1 }, { id: 1, name: 'A', hash: 'x' }]) {
      const app = await appAnswering(wrong);
      const response = await app.inject('/api/user');
      expect(response.statusCode).toBe(500);
      expect(response.json<{ message: string }>().message).toMatch(
        /^The answer of GET \/api\/user \(200\) does not match its schema/,
      );
      await app.close();
    }
  });

  it('outside the test suites answers are written unchecked', async () => {
    const app = await appAnswering({ id: '1', name: 'Aoife' }, false);
    expect((await app.inject('/api/user')).statusCode).toBe(200);
    await app.close();
  });
});
