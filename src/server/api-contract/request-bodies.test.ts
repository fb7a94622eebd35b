import { describe, expect } from 'vitest';
import { BODY_NOT_OBJECT_MESSAGE } from '../../shared/text-schema.js';
import { apiTest as test } from '../test/api-test.js';
import { json, VALID_QUOTE, type TestApp } from '../test/test-app.js';
import { INSTALLER_ROLE_ID } from '../../shared/roles.js';
import { createSession } from '../modules/auth/session-repository.js';
import { insertUser } from '../modules/users/user-repository.js';
import { addPartner } from '../test/partner-fixtures.js';

/** The installer portal's routes admit installers only: their bodies are tried as one. */
async function callerFor(t: TestApp, url: string): Promise<Record<string, string>> {
  if (!/^\/api\/partner\/(leads|api-tokens)/.test(url)) return {};
  const partnerId = await addPartner(t.db);
  const user = await insertUser(t.db, {
    name: 'Installer',
    email: `installer-${partnerId}@installers.ie`,
    passwordHash: 'unused',
    roleId: INSTALLER_ROLE_ID,
  });
  await t.db
    .updateTable('users')
    .set({ partner_id: partnerId })
    .where('id', '=', user.id)
    .execute();
  const token = await createSession(t.db, Number(user.id), 1);
  return { authorization: `Bearer ${token}` };
}
import { routesOf } from './route-schemas.js';

type Method = 'POST' | 'PATCH' | 'PUT';

/**
 * Every route that declares a body (the contract test holds each route that reads one to
 * declare it), signed in as the admin: open routes ignore the token. Ids name nothing, as a
 * body is refused before any lookup.
 */
function bodyRoutes(t: TestApp): { method: Method; url: string }[] {
  return routesOf(t.app)
    .filter((route) => route.url.startsWith('/api/') && route.schema?.body)
    .map((route) => ({
      method: route.method as Method,
      url: route.url.replace(/:\w+/g, '999999'),
    }));
}

/** JSON that is valid but not an object of fields. */
const NOT_OBJECTS = ['[]', '[{"first_name":"Mary"}]', '42', '"Mary"', 'true', 'false'];

describe('request bodies of the wrong kind (issue 25)', () => {
  test('a body that is not an object is a 422 in plain words on every route', async ({
    api,
    t,
  }) => {
    const routes = bodyRoutes(t);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const caller = await callerFor(t, route.url);
      for (const payload of NOT_OBJECTS) {
        const response = await api.call(route.method, route.url, payload, {
          headers: { 'content-type': 'application/json', ...caller },
        });
        const where = `${route.method} ${route.url} ${payload}`;
        expect(response.statusCode, where).toBe(422);
        expect(json(response), where).toEqual({
          message: BODY_NOT_OBJECT_MESSAGE,
          errors: { body: BODY_NOT_OBJECT_MESSAGE },
        });
      }
    }
  });

  test('null, or an empty body, names what is missing and never answers 500', async ({
    api,
    t,
  }) => {
    for (const route of bodyRoutes(t)) {
      const caller = await callerFor(t, route.url);
      for (const payload of ['null', '']) {
        const response = await api.call(route.method, route.url, payload, {
          headers: { 'content-type': 'application/json', ...caller },
        });
        expect(response.statusCode, `${route.method} ${route.url} ${payload}`).toBe(422);
        expect(json(response).errors).toBeTypeOf('object');
      }
    }
  });

  test('a field of the wrong type is named for what it is, not called missing', async ({ api }) => {
    const quote = await api.post(
      '/api/quote',
      { ...VALID_QUOTE, first_name: 123, email: false, additional_info: { text: 'x' } },
      { as: 'anonymous' },
    );
    expect(quote.statusCode).toBe(422);
    expect(json(quote).errors).toEqual({
      first_name: 'First name must be text',
      email: 'Email must be text',
      additional_info: 'Additional information must be text',
    });
    expect(json(quote).message).toBe('First name must be text');

    const login = await api.post(
      '/api/auth/login',
      { email: 7, password: ['x'] },
      {
        as: 'anonymous',
      },
    );
    expect(login.statusCode).toBe(422);
    expect(json(login).errors).toEqual({
      email: 'Email must be text',
      password: 'Password must be text',
    });

    const partner = { name: 'Kerry Glazing', email: 'k@example.ie', mobile: '087 765 4321' };
    const oneCounty = await api.post('/api/partners', { ...partner, counties: 'Kerry' });
    expect(json(oneCounty).errors).toEqual({ counties: 'Counties must be a list' });
    const noCounty = await api.post('/api/partners', partner);
    expect(json(noCounty).errors).toEqual({ counties: 'Choose at least one county' });

    const user = await api.post('/api/auth/user', { name: null, email: 'a@b.ie', password: 9 });
    expect(user.statusCode).toBe(422);
    expect(json(user).errors).toEqual({
      name: 'Name is required',
      password: 'Password must be text',
    });
  });
});
