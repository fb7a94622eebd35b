import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, type PageKind } from '../shared/content-schema.js';
import { BASE_PATHS } from '../shared/url-variants.js';
import { createSession } from './modules/auth/session-repository.js';
import { insertPage } from './modules/content/content-repository.js';
import { insertVersion } from './modules/content/page-history-repository.js';
import { insertUser } from './modules/users/user-repository.js';
import { apiTest } from './test/api-test.js';
import { ADMIN, VALID_QUOTE, type TestApp } from './test/test-app.js';

/**
 * Who may call what, enforced on the server: every API route against every kind of
 * caller, with the exact status each gets. A route added without a row here fails the
 * coverage test at the bottom.
 */
const ROLES = ['anonymous', 'user', 'manager', 'admin', 'deactivated'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

const open = (status: number): Expected => ({
  anonymous: status,
  user: status,
  manager: status,
  admin: status,
  deactivated: status,
});
const signedIn = (status: number): Expected => ({
  ...open(status),
  anonymous: 401,
  deactivated: 401,
});
const staff = (status: number): Expected => ({ ...signedIn(status), user: 403 });
const adminOnly = (status: number): Expected => ({ ...staff(status), manager: 403 });
/** The installer portal: no staff role gets in. */
const installerOnly: Expected = { ...signedIn(403) };

interface Fixtures {
  n(): number;
  lead(): Promise<number>;
  /** A lead sent without consent, waiting for staff to record it. */
  heldLead(): Promise<number>;
  /** A lead deleted by the admin, waiting in the bin. */
  binnedLead(): Promise<number>;
  user(): Promise<number>;
  partner(): Promise<number>;
  page(kind: PageKind, published?: boolean): Promise<{ id: number; sublink: string }>;
  /** A published page with version 1 in its history. */
  versionedPage(kind: PageKind): Promise<number>;
}

interface Row {
  /** Method and path exactly as the server registers it. */
  route: string;
  expected: Expected;
  /** Builds a fresh request per caller, so destructive calls each get their own target. */
  request?: (f: Fixtures) => Promise<{ url?: string; payload?: InjectOptions['payload'] }>;
}

const rows: Row[] = [
  {
    route: 'POST /api/auth/login',
    expected: open(200),
    request: async () => ({ payload: { email: ADMIN.email, password: ADMIN.password } }),
  },
  { route: 'GET /api/auth/me', expected: signedIn(200) },
  { route: 'POST /api/auth/logout', expected: signedIn(200) },

  { route: 'GET /api/auth/user', expected: adminOnly(200) },
  {
    route: 'GET /api/auth/user/:id',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/auth/user/${await f.user()}` }),
  },
  {
    route: 'POST /api/auth/user',
    expected: adminOnly(201),
    request: async (f) => ({
      payload: { name: 'New Person', email: `new${f.n()}@test.ie`, password: 'new-password-1' },
    }),
  },
  {
    route: 'PATCH /api/auth/user/:id',
    expected: adminOnly(200),
    request: async (f) => ({
      url: `/api/auth/user/${await f.user()}`,
      payload: { name: 'Renamed' },
    }),
  },
  {
    route: 'DELETE /api/auth/user/:id',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/auth/user/${await f.user()}` }),
  },

  {
    route: 'POST /api/quote',
    expected: open(201),
    request: async (f) => ({ payload: { ...VALID_QUOTE, email: `lead${f.n()}@example.ie` } }),
  },
  { route: 'GET /api/quote', expected: staff(200) },
  { route: 'GET /api/quote/summary', expected: staff(200) },
  { route: 'GET /api/quote/export/csv', expected: staff(200) },
  { route: 'GET /api/quote/export/xlsx', expected: staff(200) },
  { route: 'GET /api/quote/bin', expected: adminOnly(200) },
  {
    route: 'POST /api/quote/bin/:id/restore',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/quote/bin/${await f.binnedLead()}/restore` }),
  },
  { route: 'GET /api/audit', expected: adminOnly(200) },
  { route: 'GET /api/dashboard', expected: staff(200) },
  {
    route: 'GET /api/quote/:id',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}` }),
  },
  {
    route: 'PATCH /api/quote/:id',
    expected: staff(200),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}`,
      payload: { status: 'contacted' },
    }),
  },
  {
    route: 'DELETE /api/quote/:id',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}` }),
  },
  {
    route: 'POST /api/quote/:id/consent',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.heldLead()}/consent` }),
  },
  {
    route: 'GET /api/quote/:id/delivery',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/delivery` }),
  },
  {
    route: 'POST /api/quote/:id/notes',
    expected: staff(201),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/notes`, payload: { text: 'Hi' } }),
  },
  {
    route: 'POST /api/quote/:id/calls',
    expected: staff(201),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}/calls`,
      payload: { outcome: 'reached' },
    }),
  },
  {
    route: 'PUT /api/quote/:id/next-action',
    expected: staff(200),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}/next-action`,
      payload: { due_at: '2030-01-01T09:00:00Z', label: 'Call back' },
    }),
  },
  {
    route: 'DELETE /api/quote/:id/next-action',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/next-action` }),
  },
  {
    route: 'GET /api/quote/:id/timeline',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/timeline` }),
  },
  { route: 'GET /api/quote/owners', expected: staff(200) },
  {
    route: 'PUT /api/quote/:id/owner',
    expected: staff(200),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}/owner`,
      payload: { owner_id: null },
    }),
  },
  {
    route: 'POST /api/quote/bulk',
    expected: staff(200),
    request: async (f) => ({
      payload: { ids: [await f.lead()], action: 'status', status: 'quoted' },
    }),
  },
  { route: 'GET /api/settings/leads', expected: staff(200) },
  {
    route: 'PUT /api/settings/leads',
    expected: adminOnly(200),
    request: async () => ({ payload: { round_robin: false, lost_reasons: ['Price', 'Other'] } }),
  },
  { route: 'GET /api/settings/partners', expected: adminOnly(200) },
  {
    route: 'PUT /api/settings/partners',
    expected: adminOnly(200),
    request: async () => ({ payload: { pause_after_expiries: 0 } }),
  },
  // Phone verification (decision 0925): the test app has no SMS provider, so no lead waits for
  // a code: a release answers 409 to staff, and an unknown reference 404 to anyone.
  { route: 'GET /api/settings/verification', expected: adminOnly(200) },
  {
    route: 'PUT /api/settings/verification',
    expected: adminOnly(200),
    request: async () => ({ payload: { phone_verification: false } }),
  },
  {
    route: 'POST /api/quote/:id/phone-release',
    expected: staff(409),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/phone-release` }),
  },
  // The public pages' live figures (decision 0924): open, as the pages that show them.
  { route: 'GET /api/live-figures', expected: open(200) },
  {
    route: 'POST /api/quote/verify',
    expected: open(404),
    request: async () => ({ payload: { ref: 'unknown-reference-0000', code: '123456' } }),
  },
  {
    route: 'POST /api/quote/verify/resend',
    expected: open(404),
    request: async () => ({ payload: { ref: 'unknown-reference-0000' } }),
  },
  {
    route: 'POST /api/quote/:id/merge',
    expected: staff(200),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}/merge`,
      payload: { other_id: await f.lead() },
    }),
  },
  {
    route: 'POST /api/quote/:id/partners',
    expected: staff(201),
    request: async (f) => ({
      url: `/api/quote/${await f.lead()}/partners`,
      payload: { partner_id: await f.partner(), confirm: true },
    }),
  },

  { route: 'GET /api/partners', expected: staff(200) },
  { route: 'GET /api/partners/performance', expected: staff(200) },
  {
    route: 'GET /api/partners/:id',
    expected: staff(200),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}` }),
  },
  {
    route: 'POST /api/partners',
    expected: adminOnly(201),
    request: async (f) => ({ payload: partnerBody(f.n()) }),
  },
  {
    route: 'PATCH /api/partners/:id',
    expected: adminOnly(200),
    request: async (f) => ({
      url: `/api/partners/${await f.partner()}`,
      payload: { daily_cap: 5 },
    }),
  },
  {
    route: 'DELETE /api/partners/:id',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}` }),
  },
  {
    route: 'POST /api/partners/:id/invitations',
    expected: adminOnly(201),
    request: async (f) => ({
      url: `/api/partners/${await f.partner()}/invitations`,
      payload: { name: 'Fitter', email: `fitter${f.n()}@installers.ie` },
    }),
  },
  // A partner's installers (decision 0901): admins only; no installer by that id is a 404.
  {
    route: 'GET /api/partners/:id/installers',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}/installers` }),
  },
  {
    route: 'POST /api/partners/:id/installers/:userId/invitation',
    expected: adminOnly(404),
    request: async (f) => ({
      url: `/api/partners/${await f.partner()}/installers/999999/invitation`,
    }),
  },
  {
    route: 'DELETE /api/partners/:id/installers/:userId',
    expected: adminOnly(404),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}/installers/999999` }),
  },
  // Partner webhooks (decision 0904): admins only; without a URL, rotating and testing are 409s.
  ...(
    [
      ['GET /api/partners/:id/webhook', 200, ''],
      ['PUT /api/partners/:id/webhook', 200, ''],
      ['DELETE /api/partners/:id/webhook', 200, ''],
      ['POST /api/partners/:id/webhook/secret', 409, '/secret'],
      ['POST /api/partners/:id/webhook/test', 409, '/test'],
      ['GET /api/partners/:id/webhook/deliveries', 200, '/deliveries'],
    ] as const
  ).map(([route, status, tail]): Row => ({
    route,
    expected: adminOnly(status),
    request: async (f) => ({
      url: `/api/partners/${await f.partner()}/webhook${tail}`,
      payload: route.startsWith('PUT') ? { url: 'http://127.0.0.1:9/hook' } : undefined,
    }),
  })),
  // Installer portal (issue 27): an unknown invitation is a 404 to anyone; the portal's own
  // routes admit installers only (their scoping is tried in partner-portal/portal.test.ts).
  {
    route: 'GET /api/partner/invitations/:token',
    expected: open(404),
    request: async () => ({ url: '/api/partner/invitations/unknown-token' }),
  },
  {
    route: 'POST /api/partner/invitations/:token',
    expected: open(404),
    request: async () => ({
      url: '/api/partner/invitations/unknown-token',
      payload: { password: 'long-enough-1' },
    }),
  },
  { route: 'GET /api/partner/leads', expected: installerOnly },
  { route: 'GET /api/partner/rotation', expected: installerOnly },
  { route: 'GET /api/partner/rotation/missed', expected: installerOnly },
  {
    route: 'GET /api/partner/leads/:id',
    expected: installerOnly,
    request: async (f) => ({ url: `/api/partner/leads/${await f.lead()}` }),
  },
  {
    route: 'POST /api/partner/leads/:id/accept',
    expected: installerOnly,
    request: async (f) => ({ url: `/api/partner/leads/${await f.lead()}/accept` }),
  },
  {
    route: 'POST /api/partner/leads/:id/decline',
    expected: installerOnly,
    request: async (f) => ({
      url: `/api/partner/leads/${await f.lead()}/decline`,
      payload: { reason: 'too_busy' },
    }),
  },
  {
    route: 'POST /api/partner/leads/:id/outcome',
    expected: installerOnly,
    request: async (f) => ({
      url: `/api/partner/leads/${await f.lead()}/outcome`,
      payload: { outcome: 'contacted' },
    }),
  },
  {
    route: 'POST /api/partner/leads/:id/flag',
    expected: installerOnly,
    request: async (f) => ({
      url: `/api/partner/leads/${await f.lead()}/flag`,
      payload: { reason: 'wrong_number' },
    }),
  },
  // Bad-lead credits (decision 0903): the review queue is the admins'.
  { route: 'GET /api/partner-credits', expected: adminOnly(200) },
  {
    route: 'POST /api/partner-credits/:id/decision',
    expected: adminOnly(404),
    request: async () => ({
      url: '/api/partner-credits/999999/decision',
      payload: { decision: 'credit' },
    }),
  },
  // Partner API tokens and signed lead links (decision 0905; scoping in partner-api/*.test.ts).
  { route: 'GET /api/partner/api-tokens', expected: installerOnly },
  {
    route: 'POST /api/partner/api-tokens',
    expected: installerOnly,
    request: async () => ({ payload: { name: 'CRM' } }),
  },
  {
    route: 'DELETE /api/partner/api-tokens/:id',
    expected: installerOnly,
    request: async () => ({ url: '/api/partner/api-tokens/1' }),
  },
  {
    route: 'GET /api/partners/:id/api-tokens',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}/api-tokens` }),
  },
  {
    // No token by that id: the admin gets as far as the lookup.
    route: 'DELETE /api/partners/:id/api-tokens/:tokenId',
    expected: adminOnly(404),
    request: async (f) => ({ url: `/api/partners/${await f.partner()}/api-tokens/999999` }),
  },
  { route: 'GET /api/partner/openapi.json', expected: open(200) },
  {
    route: 'GET /api/partner/links/:token',
    expected: open(404),
    request: async () => ({ url: '/api/partner/links/1.1.9999999999.forged' }),
  },
  {
    route: 'POST /api/partner/links/:token/accept',
    expected: open(404),
    request: async () => ({ url: '/api/partner/links/1.1.9999999999.forged/accept' }),
  },
  {
    route: 'POST /api/partner/links/:token/decline',
    expected: open(404),
    request: async () => ({
      url: '/api/partner/links/1.1.9999999999.forged/decline',
      payload: { reason: 'too_busy' },
    }),
  },
  // The homeowner's page (decision 0921): open with its link, a wrong one is a 404 to anyone;
  // its link on the lead detail is staff's.
  {
    route: 'GET /api/request/:token',
    expected: open(404),
    request: async () => ({ url: `/api/request/${'a'.repeat(32)}` }),
  },
  {
    route: 'GET /api/request/:token/data',
    expected: open(404),
    request: async () => ({ url: `/api/request/${'a'.repeat(32)}/data` }),
  },
  {
    route: 'POST /api/request/:token/erase',
    expected: open(404),
    request: async () => ({ url: `/api/request/${'a'.repeat(32)}/erase` }),
  },
  {
    route: 'POST /api/request/:token/choice',
    expected: open(404),
    request: async () => ({
      url: `/api/request/${'a'.repeat(32)}/choice`,
      payload: { choice: 'stop_contact' },
    }),
  },
  // Correcting the homeowner's e-mail or mobile from their page (decision 0926).
  {
    route: 'POST /api/request/:token/contact',
    expected: open(404),
    request: async () => ({
      url: `/api/request/${'a'.repeat(32)}/contact`,
      payload: { field: 'email', email: 'new@example.ie' },
    }),
  },
  {
    route: 'POST /api/request/:token/contact/resend',
    expected: open(404),
    request: async () => ({ url: `/api/request/${'a'.repeat(32)}/contact/resend` }),
  },
  {
    route: 'POST /api/request/:token/contact/confirm',
    expected: open(404),
    request: async () => ({
      url: `/api/request/${'a'.repeat(32)}/contact/confirm`,
      payload: { code: '123456' },
    }),
  },
  // Data rights (decision 0922): staff download, only admins erase.
  {
    route: 'GET /api/quote/:id/data',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/data` }),
  },
  {
    route: 'GET /api/quote/:id/data-rights',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/data-rights` }),
  },
  {
    route: 'POST /api/quote/:id/erase',
    expected: adminOnly(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/erase` }),
  },
  {
    route: 'GET /api/quote/:id/request-link',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/request-link` }),
  },
  ...['', '/revoke'].map((tail): Row => ({
    route: `POST /api/quote/:id/request-link${tail}`,
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/request-link${tail}` }),
  })),

  ...PAGE_KINDS.flatMap((kind): Row[] => [
    { route: `GET /api/content/${kind}`, expected: adminOnly(200) },
    {
      route: `GET /api/content/${kind}/latest`,
      expected: adminOnly(200),
      request: async (f) => {
        await f.page(kind);
        return {};
      },
    },
    {
      route: `GET /api/content/${kind}/:id`,
      expected: adminOnly(200),
      request: async (f) => ({ url: `/api/content/${kind}/${(await f.page(kind)).id}` }),
    },
    {
      route: `POST /api/content/${kind}`,
      expected: adminOnly(201),
      request: async (f) => ({ payload: { url: pageUrl(kind, `new${f.n()}`) } }),
    },
    {
      route: `PATCH /api/content/${kind}/:id`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${(await f.page(kind)).id}`,
        payload: { is_published: true },
      }),
    },
    {
      route: `DELETE /api/content/${kind}/:id`,
      expected: adminOnly(200),
      request: async (f) => ({ url: `/api/content/${kind}/${(await f.page(kind)).id}` }),
    },
    // History, drafts and schedules (decision 0911): admins only, as the pages are.
    {
      route: `GET /api/content/${kind}/:id/versions`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${await f.versionedPage(kind)}/versions`,
      }),
    },
    {
      route: `GET /api/content/${kind}/:id/versions/:version`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${await f.versionedPage(kind)}/versions/1`,
      }),
    },
    {
      route: `POST /api/content/${kind}/:id/versions/:version/restore`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${await f.versionedPage(kind)}/versions/1/restore`,
      }),
    },
    {
      route: `GET /api/content/${kind}/:id/draft/changes`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${(await f.page(kind)).id}/draft/changes`,
      }),
    },
    {
      route: `DELETE /api/content/${kind}/:id/draft`,
      expected: adminOnly(200),
      request: async (f) => ({ url: `/api/content/${kind}/${(await f.page(kind)).id}/draft` }),
    },
    {
      route: `PUT /api/content/${kind}/:id/schedule/:action`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${(await f.page(kind)).id}/schedule/publish`,
        payload: { at: '2099-01-01T09:00' },
      }),
    },
    {
      route: `DELETE /api/content/${kind}/:id/schedule/:action`,
      expected: adminOnly(200),
      request: async (f) => ({
        url: `/api/content/${kind}/${(await f.page(kind)).id}/schedule/unpublish`,
      }),
    },
    // Public reads are open; a published page is served, a draft is not (to anyone).
    { route: `GET /api/${kind}`, expected: open(200) },
    {
      route: `GET /api/${kind}/:slug`,
      expected: open(200),
      request: async (f) => ({ url: `/api/${kind}/${(await f.page(kind, true)).sublink}` }),
    },
    {
      route: `GET /api/${kind}/:slug`,
      expected: open(404),
      request: async (f) => ({ url: `/api/${kind}/${(await f.page(kind, false)).sublink}` }),
    },
  ]),
  // A campaign's published pages are as public as the pages themselves.
  {
    route: 'GET /api/campaign/:name',
    expected: open(200),
    request: async () => ({ url: '/api/campaign/dublin' }),
  },
  // The funnel (decision 0913): a form start is counted for anyone; the figures are staff's.
  {
    route: 'POST /api/funnel/start',
    expected: open(204),
    request: async () => ({ payload: { path: '/dublin', utm_source: 'facebook' } }),
  },
  { route: 'GET /api/campaigns', expected: staff(200) },
  // The OpenAPI document describes the API; it holds no data.
  { route: 'GET /api/openapi.json', expected: open(200) },
  // Homeowner chooses installers (decision 0927): the switch is admins'; a lead not held for a
  // pick answers staff 409 on release; the homeowner's picks open with their link only.
  { route: 'GET /api/settings/homeowner-picks', expected: adminOnly(200) },
  {
    route: 'PUT /api/settings/homeowner-picks',
    expected: adminOnly(200),
    request: async () => ({ payload: { homeowner_picks: false, pick_hours: 24 } }),
  },
  {
    route: 'GET /api/quote/:id/homeowner-pick',
    expected: staff(200),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/homeowner-pick` }),
  },
  {
    route: 'POST /api/quote/:id/pick-release',
    expected: staff(409),
    request: async (f) => ({ url: `/api/quote/${await f.lead()}/pick-release` }),
  },
  {
    route: 'GET /api/request/:token/picks',
    expected: open(404),
    request: async () => ({ url: `/api/request/${'a'.repeat(32)}/picks` }),
  },
  {
    route: 'POST /api/request/:token/picks',
    expected: open(404),
    request: async () => ({
      url: `/api/request/${'a'.repeat(32)}/picks`,
      payload: { partner_ids: [1] },
    }),
  },
];

function partnerBody(n: number) {
  return {
    name: `Installer ${n}`,
    email: `installer${n}@example.ie`,
    mobile: '087 765 4321',
    counties: ['Kerry'],
  };
}

/** A url whose derived sublink is the name itself, so public reads can use it as the slug. */
function pageUrl(kind: PageKind, name: string): string {
  return kind === 'index' ? `/${name}` : `/${name}/${kind}`;
}

describe('role matrix', () => {
  let t: TestApp;
  const ids = {} as Record<Exclude<Role, 'anonymous'>, number>;
  let counter = 0;

  async function headersFor(role: Role): Promise<Record<string, string>> {
    if (role === 'anonymous') return {};
    // A fresh session per request, so a logout row cannot sign the next row out.
    const token = await createSession(t.db, ids[role], 1);
    return { authorization: `Bearer ${token}` };
  }

  async function send(method: string, url: string, role: Role, payload?: InjectOptions['payload']) {
    return t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: await headersFor(role),
      payload,
    });
  }

  async function created(method: string, url: string, payload: InjectOptions['payload']) {
    const response = await send(method, url, 'admin', payload);
    if (response.statusCode !== 201)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: number }).id;
  }

  const fixtures: Fixtures = {
    n: () => (counter += 1),
    lead: () =>
      created('POST', '/api/quote', { ...VALID_QUOTE, email: `f${fixtures.n()}@example.ie` }),
    heldLead: () =>
      created('POST', '/api/quote', {
        ...VALID_QUOTE,
        consent: undefined,
        email: `h${fixtures.n()}@example.ie`,
      }),
    binnedLead: async () => {
      const id = await fixtures.lead();
      const response = await send('DELETE', `/api/quote/${id}`, 'admin');
      if (response.statusCode !== 200) throw new Error(`delete ${id}: ${response.statusCode}`);
      return id;
    },
    user: () =>
      created('POST', '/api/auth/user', {
        name: 'Target',
        email: `target${fixtures.n()}@test.ie`,
        password: 'target-password-1',
      }),
    partner: () => created('POST', '/api/partners', partnerBody(fixtures.n())),
    page: async (kind, published = false) => {
      const sublink = `p${fixtures.n()}`;
      const row = await insertPage(t.db, kind, {
        url: pageUrl(kind, sublink),
        sublink,
        content: {},
        isPublished: published,
      });
      return { id: Number(row.id), sublink };
    },
    versionedPage: async (kind) => {
      const { id } = await fixtures.page(kind, true);
      await insertVersion(t.db, id, '{}', null);
      return id;
    },
  };

  apiTest.beforeAll(async ({ t: fileApp }) => {
    t = fileApp;
    const roles: Array<[Exclude<Role, 'anonymous'>, number, boolean]> = [
      ['user', 3, true],
      ['manager', 2, true],
      ['admin', 1, true],
      ['deactivated', 1, false],
    ];
    for (const [role, roleId, isActive] of roles) {
      const row = await insertUser(t.db, {
        name: role,
        email: `${role}@matrix.test`,
        passwordHash: 'unused: sessions are created directly',
        roleId,
        isActive,
      });
      ids[role] = Number(row.id);
    }
    for (const kind of PAGE_KINDS) {
      await insertPage(t.db, kind, {
        url: BASE_PATHS[kind],
        sublink: '',
        content: {},
        isPublished: true,
      });
    }
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const [method, path] = route.split(' ') as [string, string];
    const actual = {} as Expected;
    for (const role of ROLES) {
      const request = (await row.request?.(fixtures)) ?? {};
      const response = await send(method, request.url ?? path, role, request.payload);
      actual[role] = response.statusCode;
    }
    expect(actual).toEqual(row.expected);
  });

  it('has a row for every route the server registers', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const covered = new Set(rows.map((row) => row.route));
    expect([...registered].filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.has(route))).toEqual([]);
  });
});

/** "METHOD /path" for each API route in Fastify's printed route tree (HEAD is implied). */
function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && path.startsWith('/api')) routes.add(`${method} ${path}`);
    }
  }
  return routes;
}
