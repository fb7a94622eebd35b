/**
 * Every query key of the web app, in one place, so a mutation invalidates exactly what it
 * changed: each feature's keys start with its own root (`['leads']`, `['users']` ...).
 */
export const queryKeys = {
  leads: {
    all: ['leads'] as const,
    list: (params: object) => ['leads', 'list', params] as const,
    summary: (params: object) => ['leads', 'summary', params] as const,
    detail: (id: string) => ['leads', 'detail', id] as const,
    timeline: (id: string) => ['leads', 'timeline', id] as const,
    delivery: (id: string) => ['leads', 'delivery', id] as const,
    owners: () => ['leads', 'owners'] as const,
    dataRights: (id: string) => ['leads', 'data-rights', id] as const,
    /** The homeowner's page link and choices. */
    requestLink: (id: string) => ['leads', 'request-link', id] as const,
    homeownerPick: (id: string) => ['leads', 'homeowner-pick', id] as const,
  },
  settings: {
    leads: () => ['settings', 'leads'] as const,
    partners: () => ['settings', 'partners'] as const,
    verification: () => ['settings', 'verification'] as const,
    homeownerPicks: () => ['settings', 'homeowner-picks'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    view: (role: string, params: object) => ['dashboard', role, params] as const,
  },
  session: {
    /** The signed-in user's profile (GET /auth/me), re-read when a panel opens. */
    me: () => ['session', 'me'] as const,
  },
  users: {
    all: ['users'] as const,
    list: () => ['users', 'list'] as const,
  },
  partners: {
    all: ['partners'] as const,
    list: () => ['partners', 'list'] as const,
    performance: (params: object) => ['partners', 'performance', params] as const,
    webhook: (id: number) => ['partners', 'webhook', id] as const,
    webhookLog: (id: number) => ['partners', 'webhook', id, 'log'] as const,
  },
  bin: {
    all: ['bin'] as const,
    page: (offset: number) => ['bin', 'page', offset] as const,
  },
  credits: {
    all: ['credits'] as const,
    page: (status: string, offset: number) => ['credits', status, offset] as const,
  },
  audit: {
    all: ['audit'] as const,
    page: (params: object) => ['audit', 'page', params] as const,
    people: () => ['audit', 'people'] as const,
  },
  content: {
    all: ['content'] as const,
    /** Everything of one page kind: its list and each editor's record. */
    kind: (kind: string) => ['content', kind] as const,
    list: (kind: string) => ['content', kind, 'list'] as const,
    record: (kind: string, slug: string) => ['content', kind, 'record', slug] as const,
    /** GET /live-figures, read by the home editor's Live figures tab. */
    liveFigures: () => ['content', 'live-figures'] as const,
  },
};
