import type { FastifyInstance, FastifySchema, FastifyTypeProvider, RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api-schema.js';

/**
 * Routes declare their schemas in zod. Handlers parse requests themselves with
 * the same schema (`parseInput`), after the route's role check, so a caller without a token
 * hears 401 before any 422; the declared request schemas are the document's, and the declared
 * answers type what a handler may return.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Thrown when an answer does not match its route's schema (only while checking answers). */
export class ResponseShapeError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The answer of ${route} does not match its schema: ${z.prettifyError(new z.ZodError(issues))}`,
    );
  }
}

/**
 * What the OpenAPI document says beyond the schemas: component names and descriptions. Kept
 * apart from zod's global registry, which the web app shares and a reloaded module would
 * register twice.
 */
export const apiDocs = z.registry<{ id?: string; description?: string }>();

/** The schema, described in the OpenAPI document. */
export function described<S extends z.ZodType>(schema: S, description: string): S {
  apiDocs.add(schema, { description });
  return schema;
}

/** Every 4xx and 5xx answer is `{ message, errors? }` (errors.ts). */
export const ERROR_RESPONSES = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** Marks a route that needs `Authorization: Bearer <token>` in the document. */
export const BEARER = [{ bearer: [] }];

export interface RouteRecord {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** The handler's source, so a test can tell which request parts it reads. */
  handler: string;
}

const recorded = new WeakMap<FastifyInstance, RouteRecord[]>();

/** Every route registered on the app, for the contract tests. */
export function routesOf(app: FastifyInstance): RouteRecord[] {
  return recorded.get(app) ?? [];
}

/**
 * Zod schemas on routes: requests pass through as sent (the handler parses them), answers are
 * written with JSON.stringify and, when `checkResponses` is on (the test suites), checked against
 * their schema first, so an answer that drifts from the document fails the test that made it.
 */
export function registerRouteSchemas(
  app: FastifyInstance,
  { checkResponses }: { checkResponses: boolean },
): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler<z.ZodType>(({ schema, method, url, httpStatus }) => {
    if (!checkResponses) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ResponseShapeError(`${method} ${url} (${httpStatus})`, result.error.issues);
      }
      return JSON.stringify(data);
    };
  });
  const routes: RouteRecord[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        handler: String(route.handler),
      });
    }
  });
}
