import type { PageKind } from '@shared/content-schema';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shared/content-schema';
import type { PageContentByKind } from '@shared/default-content';
import { defaultPageMeta } from '@shared/page-meta';
import { sublinkFromEditorSlug } from '@shared/url-variants';
import { Section, TextField } from './fields';
import type { Edit } from './use-content-editor';

interface SeoSectionProps<K extends PageKind> {
  kind: K;
  /** The editor's route slug (`root` for the base page). */
  slug: string;
  content: PageContentByKind[K];
  edit: Edit<PageContentByKind[K]>;
}

/** Under a field: what applies while it is empty, else how much of the limit is used. */
function hint(value: string, max: number, fallback: string) {
  return value.trim() === ''
    ? `Left empty, the page uses: “${fallback}”`
    : `${value.trim().length} of ${max} characters.`;
}

/**
 * The "Search & sharing" tab of every page editor: the page's title,
 * description and social image for search results and shared links. Empty fields show the
 * defaults derived from the hero text, which is what applies while they stay empty.
 */
export function SeoSection<K extends PageKind>({ kind, slug, content, edit }: SeoSectionProps<K>) {
  const fallback = defaultPageMeta(
    kind,
    { slug: sublinkFromEditorSlug(slug), source: 'page' },
    content,
  );
  const { seo } = content;
  return (
    <Section
      title="Search & sharing"
      description="How this page appears in search results and when its link is shared. Leave a field empty to use the text derived from the hero."
    >
      <TextField
        label="Page title"
        errorPath="seo.title"
        value={seo.title}
        placeholder={fallback.title}
        hint={hint(seo.title, SEO_TITLE_MAX, fallback.title)}
        onChange={(value) => edit((draft) => void (draft.seo.title = value))}
      />
      <TextField
        label="Description"
        rows={3}
        errorPath="seo.description"
        value={seo.description}
        placeholder={fallback.description}
        hint={hint(seo.description, SEO_DESCRIPTION_MAX, fallback.description)}
        onChange={(value) => edit((draft) => void (draft.seo.description = value))}
      />
      <TextField
        label="Social image"
        errorPath="seo.image"
        value={seo.image}
        placeholder="/og/dublin.jpg or https://…"
        hint="Shown when the link is shared: an https:// address or a path on this site. About 1200 × 630 pixels."
        onChange={(value) => edit((draft) => void (draft.seo.image = value))}
      />
    </Section>
  );
}
