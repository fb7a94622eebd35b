import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../test/api-test.js';
import { routesOf } from './route-schemas.js';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  components: {
    schemas?: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme: string; description: string }>;
  };
};

describe('the partner API document (decision 0905)', () => {
  test('GET /api/partner/openapi.json is open and a valid OpenAPI 3.1 document', async ({
    api,
  }) => {
    const response = await api.get('/api/partner/openapi.json', { as: 'anonymous' });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('lists exactly the partner leads routes, each behind a wqp_ bearer token', async ({
    api,
    t,
  }) => {
    const document = (
      await api.get('/api/partner/openapi.json', { as: 'anonymous' })
    ).json<Document>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const partnerRoutes = routesOf(t.app)
      .filter((route) => /^\/api\/partner\/leads(\/|$)/.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(partnerRoutes).toContain('GET /api/partner/leads');
    expect(partnerRoutes).toContain('POST /api/partner/leads/{id}/accept');
    expect(documented.sort()).toEqual([...new Set(partnerRoutes)].sort());
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations))
        expect(operation.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.components.securitySchemes.bearer!.description).toContain('wqp_');
    // Only the components these paths use: nothing of the staff API.
    const text = JSON.stringify(document);
    expect(text).not.toContain('/api/quote');
    expect(text).not.toContain('/api/partner/api-tokens');
    expect(Object.keys(document.components.schemas ?? {})).not.toContain('Lead');
    expect(Object.keys(document.components.schemas ?? {})).toContain('Error');
  });
});
