import { describe, expect } from 'vitest';
import { BODY_NOT_OBJECT_MESSAGE } from '../../shared/text-schema.js';
import { apiTest as test } from '../test/api-test.js';
import { json, VALID_QUOTE } from '../test/test-app.js';

/** Every route that reads a body; ids name nothing, as the body is refused before any lookup. */
const BODY_ROUTES = [
  { method: 'POST', url: '/api/quote', anonymous: true },
  { method: 'POST', url: '/api/auth/login', anonymous: true },
  { method: 'POST', url: '/api/auth/user' },
  { method: 'PATCH', url: '/api/auth/user/999999' },
  { method: 'PATCH', url: '/api/quote/999999' },
  { method: 'POST', url: '/api/quote/999999/partners' },
  { method: 'POST', url: '/api/partners' },
  { method: 'PATCH', url: '/api/partners/999999' },
  { method: 'POST', url: '/api/content/about' },
  { method: 'PATCH', url: '/api/content/index/999999' },
] as const;

/** JSON that is valid but not an object of fields. */
const NOT_OBJECTS = ['[]', '[{"first_name":"Mary"}]', '42', '"Mary"', 'true', 'false'];

describe('request bodies of the wrong kind (issue 25)', () => {
  test('a body that is not an object is a 422 in plain words on every route', async ({ api }) => {
    for (const route of BODY_ROUTES) {
      for (const payload of NOT_OBJECTS) {
        const response = await api.call(route.method, route.url, payload, {
          headers: { 'content-type': 'application/json' },
          ...(route.anonymous ? { as: 'anonymous' as const } : {}),
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

  test('null, or an empty body, names what is missing and never answers 500', async ({ api }) => {
    for (const route of BODY_ROUTES) {
      for (const payload of ['null', '']) {
        const response = await api.call(route.method, route.url, payload, {
          headers: { 'content-type': 'application/json' },
          ...(route.anonymous ? { as: 'anonymous' as const } : {}),
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
