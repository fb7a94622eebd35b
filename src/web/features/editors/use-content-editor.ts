import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import { contentSchemas, type ContentPage, type PageKind } from '@shared/content-schema';
import { resolveContent, type PageContentByKind } from '@shared/default-content';
import { sublinkFromEditorSlug } from '@shared/url-variants';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { toastPublishFailed, toastPublishResult } from '@/lib/publish-toasts';
import { usePageAction, type PageAction } from './api/use-page-history';
import { usePageRecord } from './api/use-page-record';
import { queryKeys } from '@/lib/query-keys';
import { useWritePage } from './api/use-write-page';
import { describeError, flattenErrors, preparedResolver } from './editor-errors';
import { EDITOR_KINDS, editorPagePath } from './editor-paths';

export type Edit<C> = (recipe: (draft: C) => void) => void;
export type PublishState = 'idle' | 'publishing' | 'unpublishing';

interface EditorOptions<C> {
  /** Tidies the content just before it is sent (the home editor fills empty option lists). */
  prepare?: (content: C) => C;
}

/**
 * Load, hold, save, reset and publish one page's content. Edits stay in
 * `draft` until save; `dirty` says whether they differ from what was last loaded or saved.
 */
export function useContentEditor<K extends PageKind>(
  kind: K,
  slug: string,
  { prepare }: EditorOptions<PageContentByKind[K]> = {},
) {
  type Content = PageContentByKind[K];
  const sublink = sublinkFromEditorSlug(slug);
  const url = editorPagePath(kind, slug);
  const texts = EDITOR_KINDS[kind];
  const recordQuery = usePageRecord(kind, slug, sublink, url);
  const writePage = useWritePage({ kind, slug, sublink, url });
  const pageAction = usePageAction(kind);
  const queryClient = useQueryClient();

  // The record the form was last filled from; a newer one from the server replaces it.
  const [shown, setShown] = useState<ContentPage | null | undefined>(undefined);
  const record = shown ?? null;
  const [publishState, setPublishState] = useState<PublishState>('idle');
  // The draft lives in the form: the shared schema checks it (after `prepare`) on save, and
  // once a save was refused each message clears as its field is put right.
  const form = useForm<Content>({
    defaultValues: resolveContent(kind, {}) as DefaultValues<Content>,
    resolver: preparedResolver(contentSchemas[kind], prepare),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState } = form;
  const draft = form.watch() as Content;

  const show = useCallback(
    (page: ContentPage | null) => {
      setShown(page);
      form.reset(resolveContent(kind, page?.content ?? {}) as DefaultValues<Content>);
    },
    [kind, form],
  );

  // Fill the form with what the server holds when it arrives or changes.
  if (recordQuery.data !== undefined && recordQuery.data !== shown) show(recordQuery.data);
  const loading = recordQuery.isPending;

  const edit: Edit<Content> = useCallback(
    (recipe) => {
      const next = structuredClone(form.getValues());
      recipe(next);
      // Each part of the page is set whole, so lists that grow or shrink are kept as they are.
      for (const key of Object.keys(next) as Path<Content>[]) {
        form.setValue(key, next[key as keyof Content] as PathValue<Content, Path<Content>>, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    },
    [form],
  );

  const errors = useMemo(() => flattenErrors(formState.errors), [formState]);

  const save = form.handleSubmit(
    async () => {
      const content = prepare ? prepare(form.getValues()) : form.getValues();
      try {
        show(await writePage.mutateAsync({ content }));
        toast.success('Saved', texts.savedText);
      } catch (error) {
        toast.error('Update failed', errorMessage(error));
      }
    },
    (invalid) => {
      const [path, message] = Object.entries(flattenErrors(invalid))[0] ?? ['', ''];
      toast.error('Update failed', describeError(path, message));
    },
  );

  /** Reset Changes: back to what was last loaded or saved; nothing is sent. */
  function discard() {
    form.reset();
  }

  /** Replace the saved page with the built-in defaults (asked for first by the screen). */
  async function restoreDefaults() {
    try {
      // `content: {}` makes the server show the defaults (docs/api.md).
      if (record) show(await writePage.mutateAsync({ content: {} }));
      else show(null);
      toast.success('Reset', texts.resetText);
    } catch {
      toast.error('Reset failed', 'Could not reset content.');
    }
  }

  async function setPublished(publish: boolean) {
    setPublishState(publish ? 'publishing' : 'unpublishing');
    try {
      // A page never saved is created first (with the defaults); unsaved edits stay local.
      const page = await writePage.mutateAsync({ is_published: publish });
      // Only the publish state is taken over: the draft keeps the unsaved edits.
      setShown(page);
      toastPublishResult(publish, page);
    } catch {
      toastPublishFailed();
    } finally {
      setPublishState('idle');
    }
  }

  /**
   * Discard the draft, restore a version as the draft, or change the schedule. A new draft
   * replaces what the form holds; a schedule change keeps the unsaved edits. Throws on failure.
   */
  async function changePage(action: PageAction): Promise<ContentPage | null> {
    if (!record) return null;
    const page = await pageAction.mutateAsync({ id: record.id, action });
    if (action.type === 'discard' || action.type === 'restore') show(page);
    else setShown(page);
    queryClient.setQueryData(queryKeys.content.record(kind, slug), page);
    return page;
  }

  return {
    kind,
    url,
    record,
    changePage,
    draft,
    edit,
    dirty: formState.isDirty,
    errors,
    loading,
    saving: formState.isSubmitting,
    publishState,
    save: () => save(),
    discard,
    restoreDefaults,
    setPublished,
  };
}

export type ContentEditor<K extends PageKind> = ReturnType<typeof useContentEditor<K>>;
