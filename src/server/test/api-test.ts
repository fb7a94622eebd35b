import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { test } from 'vitest';
import type { Database } from '../db/schema.js';
import { startSmtpSink } from './smtp-sink.js';
import { ADMIN, createTestApp, createUserAndSignIn, signIn, type TestApp } from './test-app.js';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface CallOptions {
  /** Who calls: the file's admin (the default), nobody, or whoever these headers sign in. */
  as?: 'anonymous' | Headers;
  headers?: Headers;
}

/** Requests against the file's app, signed in as the file's admin unless `as` says otherwise. */
export interface Api {
  call(
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: InjectOptions['payload'],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  patch(
    url: string,
    payload?: InjectOptions['payload'],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  put(
    url: string,
    payload?: InjectOptions['payload'],
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  delete(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
}

/** Tables a test may empty before it runs, in an order the foreign keys allow. */
const RESET_ORDER = [
  'lead_events',
  'lead_partners',
  'outbox',
  'leads',
  'partners',
  'content_pages',
] as const;
export type ResettableTable = (typeof RESET_ORDER)[number] & keyof Database;

/**
 * The API test fixture: one app on one fresh database per test FILE (in-memory SQLite, or a
 * new PostgreSQL schema), built on first use and closed after the file's last test, with the
 * bootstrap admin and a manager signed in once. A test takes what it needs:
 *
 *   apiTest('lists leads', async ({ api, t }) => { ... })
 *
 * Data is shared by the file's tests, so a test uses its own e-mails and names, or empties the
 * tables it depends on with `reset`. `apiTestWith(env)` builds the same fixture on an app
 * started with other settings (rate limits, transports).
 */
export function apiTestWith(env: Record<string, string> = {}) {
  return (
    test
      // Vitest reads a fixture's dependencies from its first parameter: this one has none.
      // eslint-disable-next-line no-empty-pattern
      .extend('t', { scope: 'file' }, async ({}, { onCleanup }) => {
        const t = await createTestApp(env);
        onCleanup(() => t.close());
        return t;
      })
      .extend('admin', { scope: 'file' }, async ({ t }) =>
        signIn(t.app, ADMIN.email, ADMIN.password),
      )
      .extend(
        'manager',
        { scope: 'file' },
        async ({ t }) => (await createUserAndSignIn(t, 2)).headers,
      )
      .extend('api', { scope: 'file' }, async ({ t, admin }) => {
        const headersFor = ({ as = admin, headers }: CallOptions = {}): Headers => ({
          ...(as === 'anonymous' ? {} : as),
          ...headers,
        });
        const call: Api['call'] = (method, url, payload, options) =>
          t.app.inject({ method, url, payload, headers: headersFor(options) });
        const api: Api = {
          call,
          get: (url, options) => call('GET', url, undefined, options),
          post: (url, payload, options) => call('POST', url, payload, options),
          patch: (url, payload, options) => call('PATCH', url, payload, options),
          put: (url, payload, options) => call('PUT', url, payload, options),
          delete: (url, options) => call('DELETE', url, undefined, options),
        };
        return api;
      })
      .extend('reset', { scope: 'file' }, async ({ t }) => resetter(t))
  );
}

/** Empty the given tables on the file's database; rows that hang off them go by cascade. */
function resetter(t: TestApp) {
  return async (...tables: ResettableTable[]) => {
    for (const table of RESET_ORDER) {
      if (tables.includes(table)) await t.db.deleteFrom(table).execute();
    }
  };
}

/**
 * The fixture on an app that sends its e-mail to `smtp`, a real SMTP server of the file's own:
 * started before the app, stopped after it (it would wait for the app's pooled connections).
 */
export function apiTestWithSmtp(
  env: Record<string, string> = {},
  sink: Parameters<typeof startSmtpSink>[1] = {},
) {
  return (
    apiTestWith(env)
      // eslint-disable-next-line no-empty-pattern
      .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
        const smtp = await startSmtpSink(0, sink);
        onCleanup(smtp.close);
        return smtp;
      })
      .extend('t', { scope: 'file' }, async ({ smtp }, { onCleanup }) => {
        const t = await createTestApp({ ...env, SMTP_URL: smtp.url });
        onCleanup(() => t.close());
        return t;
      })
  );
}

/** The API test fixture on an app with the test settings (no limits, no worker). */
export const apiTest = apiTestWith();
