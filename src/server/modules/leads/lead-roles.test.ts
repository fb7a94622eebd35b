import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/api-test.js';
import { createUserAndSignIn, json, VALID_QUOTE, type TestApp } from '../../test/test-app.js';

/** Every staff route of the module; `:id` is replaced by a fresh lead for each call. */
const ROUTES = [
  ['GET', '/api/quote'],
  ['GET', '/api/quote/summary'],
  ['GET', '/api/quote/export/csv'],
  ['GET', '/api/quote/:id'],
  ['PATCH', '/api/quote/:id'],
  ['DELETE', '/api/quote/:id'],
  ['GET', '/api/dashboard'],
] as const;

describe('who may use the lead routes', () => {
  let t: TestApp;
  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
  });

  const callAll = async (headers: Record<string, string>) => {
    const codes: Record<string, number> = {};
    for (const [method, path] of ROUTES) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: VALID_QUOTE,
      });
      const url = path.replace(':id', String(json(created).id));
      const response = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'PATCH' ? { status: 'contacted' } : undefined,
      });
      codes[`${method} ${path}`] = response.statusCode;
    }
    return codes;
  };
  const all = (code: number) =>
    Object.fromEntries(ROUTES.map(([method, path]) => [`${method} ${path}`, code]));

  it('lets anyone submit a quote', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: VALID_QUOTE,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses anonymous callers with 401', async () => {
    expect(await callAll({})).toEqual(all(401));
    expect(await callAll({ authorization: 'Bearer not-a-token' })).toEqual(all(401));
  });

  it('refuses a plain user with 403', async () => {
    const user = await createUserAndSignIn(t, 3);
    expect(await callAll(user.headers)).toEqual(all(403));
  });

  it('refuses a deactivated manager with 401', async () => {
    const inactive = await createUserAndSignIn(t, 2, { active: false });
    expect(await callAll(inactive.headers)).toEqual(all(401));
  });

  it('admits managers and admins', async () => {
    const manager = await createUserAndSignIn(t, 2);
    const admin = await createUserAndSignIn(t, 1);
    expect(await callAll(manager.headers)).toEqual(all(200));
    expect(await callAll(admin.headers)).toEqual(all(200));
  });
});
