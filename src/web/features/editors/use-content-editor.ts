import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { resolveContent, type PageContentByKind } from '@shared/default-content';
import { sublinkFromEditorSlug } from '@shared/url-variants';
import { contentApi } from '@/lib/content-api';
import { toast } from '@/lib/toast';
import { contentErrors, describeError } from './editor-errors';
import { EDITOR_KINDS, editorPagePath } from './editor-paths';

export type Edit<C> = (recipe: (draft: C) => void) => void;
export type PublishState = 'idle' | 'publishing' | 'unpublishing';

interface EditorOptions<C> {
  /** Tidies the content just before it is sent (the home editor fills empty option lists). */
  prepare?: (content: C) => C;
}

/** The page this editor edits: the record with its sublink, else the one at its URL. */
function findRecord(records: ContentPage[], sublink: string, url: string) {
  return (
    records.find((record) => record.sublink === sublink) ??
    records.find((record) => record.url === url) ??
    null
  );
}

/**
 * Load, hold, save, reset and publish one page's content (SPEC 4 and 7). Edits stay in
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

  const [record, setRecord] = useState<ContentPage | null>(null);
  const [saved, setSaved] = useState<Content>(() => resolveContent(kind, {}));
  const [draft, setDraft] = useState<Content>(saved);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [publishState, setPublishState] = useState<PublishState>('idle');
  // Messages show from the first refused save on, and clear as each field is put right.
  const [checked, setChecked] = useState(false);

  const show = useCallback(
    (page: ContentPage | null) => {
      const content = resolveContent(kind, page?.content ?? {});
      setRecord(page);
      setSaved(content);
      setDraft(content);
      setChecked(false);
    },
    [kind],
  );

  const load = useCallback(async () => {
    setLoading(true);
    try {
      show(findRecord(await contentApi.list(kind, { sublink }), sublink, url));
    } catch (error) {
      // SPEC 8: an editor that cannot load shows the built-in defaults.
      console.warn('Could not load page content', error);
      show(null);
    } finally {
      setLoading(false);
    }
  }, [kind, sublink, url, show]);

  useEffect(() => {
    void load();
  }, [load]);

  const edit: Edit<Content> = useCallback((recipe) => {
    setDraft((current) => {
      const next = structuredClone(current);
      recipe(next);
      return next;
    });
  }, []);

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const errors = useMemo(
    () => (checked ? contentErrors(kind, prepare ? prepare(draft) : draft) : {}),
    [checked, kind, draft, prepare],
  );

  async function save() {
    const content = prepare ? prepare(draft) : draft;
    const found = Object.entries(contentErrors(kind, content));
    if (found.length > 0) {
      setChecked(true);
      const [path, message] = found[0]!;
      toast.error('Update failed', describeError(path, message));
      return;
    }
    setSaving(true);
    try {
      // Looked up afresh, so a page created elsewhere meanwhile is updated, not duplicated.
      const target = findRecord(await contentApi.list(kind), sublink, url);
      const page = target
        ? await contentApi.update(kind, target.id, { content })
        : await contentApi.create(kind, { url, sublink, content });
      show(page);
      toast.success('Saved', texts.savedText);
    } catch (error) {
      toast.error('Update failed', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  /** Reset Changes: back to what was last loaded or saved; nothing is sent. */
  function discard() {
    setDraft(saved);
    setChecked(false);
  }

  /** Replace the saved page with the built-in defaults (asked for first by the screen). */
  async function restoreDefaults() {
    try {
      // `content: {}` makes the server show the defaults (docs/api.md).
      if (record) await contentApi.update(kind, record.id, { content: {} });
      await load();
      toast.success('Reset', texts.resetText);
    } catch {
      toast.error('Reset failed', 'Could not reset content.');
    }
  }

  async function setPublished(publish: boolean) {
    setPublishState(publish ? 'publishing' : 'unpublishing');
    try {
      // A page never saved is created first (with the defaults); unsaved edits stay local.
      const page = record
        ? await contentApi.update(kind, record.id, { is_published: publish })
        : await contentApi.create(kind, { url, sublink, content: {}, is_published: publish });
      if (!page || page.is_published !== publish) {
        if (page) setRecord(page);
        toast.error('Action failed', 'Could not update publish state.');
        return;
      }
      setRecord(page);
      if (publish) toast.success('Published', 'Page is now live.');
      else toast.success('Unpublished', 'Page is now a draft.');
    } catch {
      toast.error('Error', 'Server error updating publish state.');
    } finally {
      setPublishState('idle');
    }
  }

  return {
    url,
    record,
    draft,
    edit,
    dirty,
    errors,
    loading,
    saving,
    publishState,
    save,
    discard,
    restoreDefaults,
    setPublished,
  };
}

export type ContentEditor<K extends PageKind> = ReturnType<typeof useContentEditor<K>>;
