import type { ContentPage, PageKind } from '@shared/content-schema';
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
};
