import type { ContentPage, PageKind } from '@shared/content-schema';
import type { ContentChange } from '@shared/content-diff';
import type { PageVersion, PageVersionSummary } from '@shared/page-history';
import { api } from './api-client';

export interface ContentPageBody {
  url?: string;
  sublink?: string;
  content?: unknown;
  is_published?: boolean;
}

/** The collection may come as an array or wrapped as `{ data: [...] }`. */
function asList(payload: unknown): ContentPage[] {
  if (Array.isArray(payload)) return payload as ContentPage[];
  const data = (payload as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as ContentPage[]) : [];
}

const base = (kind: PageKind) => `/content/${kind}`;

/** The admin content calls (docs/api.md "Content"), shared by the page lists and the editors. */
export const contentApi = {
  list: async (kind: PageKind, query?: { sublink?: string; url?: string }) =>
    asList(await api.get<unknown>(base(kind), { query })),
  create: (kind: PageKind, body: ContentPageBody) => api.post<ContentPage>(base(kind), body),
  update: (kind: PageKind, id: number, body: ContentPageBody) =>
    api.patch<ContentPage>(`${base(kind)}/${id}`, body),
  remove: (kind: PageKind, id: number) => api.delete<{ message: string }>(`${base(kind)}/${id}`),
  // History, drafts and schedules.
  versions: (kind: PageKind, id: number) =>
    api.get<{ versions: PageVersionSummary[] }>(`${base(kind)}/${id}/versions`),
  version: (kind: PageKind, id: number, version: number) =>
    api.get<PageVersion>(`${base(kind)}/${id}/versions/${version}`),
  restore: (kind: PageKind, id: number, version: number) =>
    api.post<ContentPage>(`${base(kind)}/${id}/versions/${version}/restore`),
  draftChanges: (kind: PageKind, id: number) =>
    api.get<{ changes: ContentChange[] }>(`${base(kind)}/${id}/draft/changes`),
  discardDraft: (kind: PageKind, id: number) =>
    api.delete<ContentPage>(`${base(kind)}/${id}/draft`),
  schedule: (kind: PageKind, id: number, action: ScheduleAction, at: string) =>
    api.put<ContentPage>(`${base(kind)}/${id}/schedule/${action}`, { at }),
  unschedule: (kind: PageKind, id: number, action: ScheduleAction) =>
    api.delete<ContentPage>(`${base(kind)}/${id}/schedule/${action}`),
};

export type ScheduleAction = 'publish' | 'unpublish';
