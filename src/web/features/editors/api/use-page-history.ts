import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { contentApi, type ScheduleAction } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

/** The keys of a page's history, under its kind so a change to the kind refreshes them. */
const historyKey = (kind: PageKind, id: number) => [...queryKeys.content.kind(kind), 'history', id];

/** The page's versions; keyed by its newest version, so a publish reads the list afresh. */
export function useVersions(kind: PageKind, page: ContentPage, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey(kind, page.id), 'list', page.version],
    queryFn: () => contentApi.versions(kind, page.id),
    enabled,
  });
}

export function useVersion(kind: PageKind, id: number | undefined, version: number | null) {
  return useQuery({
    queryKey: [...historyKey(kind, id ?? 0), 'version', version],
    queryFn: () => contentApi.version(kind, id!, version!),
    enabled: id !== undefined && version !== null,
  });
}

export function useDraftChanges(kind: PageKind, page: ContentPage | null, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey(kind, page?.id ?? 0), 'draft', page?.draft_saved_at],
    queryFn: () => contentApi.draftChanges(kind, page!.id),
    enabled: enabled && page !== null && page.has_draft,
  });
}

export type PageAction =
  | { type: 'discard' }
  | { type: 'restore'; version: number }
  | { type: 'schedule'; action: ScheduleAction; at: string }
  | { type: 'unschedule'; action: ScheduleAction };

/** Draft, history and schedule changes of the editor's page; each answers the page. */
export function usePageAction(kind: PageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PageAction }) => {
      switch (action.type) {
        case 'discard':
          return contentApi.discardDraft(kind, id);
        case 'restore':
          return contentApi.restore(kind, id, action.version);
        case 'schedule':
          return contentApi.schedule(kind, id, action.action, action.at);
        case 'unschedule':
          return contentApi.unschedule(kind, id, action.action);
      }
    },
    // The editor takes the answer over itself (keeping or replacing its unsaved edits).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.list(kind) }),
  });
}
