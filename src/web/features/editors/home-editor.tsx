import { CtaSection } from './cta-section';
import { EditorShell } from './editor-shell';
import { EditorTabs } from './editor-tabs';
import { fillEmptyOptionLists } from './home-content';
import { HomeLiveFiguresTab } from './home-live-figures-tab';
import { HomePriceGuideTab } from './home-price-guide-tab';
import { HomeQuoteFormTab } from './home-quote-form-tab';
import { HomeFeaturesTab, HomeHeroTab } from './home-tabs';
import { SeoSection } from './seo-section';
import { useContentEditor } from './use-content-editor';

export function HomeEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('index', slug, { prepare: fillEmptyOptionLists });
  const props = { content: editor.draft, edit: editor.edit };
  return (
    <EditorShell kind="index" slug={slug} editor={editor}>
      <EditorTabs
        tabs={[
          { value: 'hero', label: 'Hero Section', content: <HomeHeroTab {...props} /> },
          { value: 'features', label: 'Features', content: <HomeFeaturesTab {...props} /> },
          { value: 'quote-form', label: 'Quote Form', content: <HomeQuoteFormTab {...props} /> },
          { value: 'cta', label: 'CTA Section', content: <CtaSection {...props} /> },
          { value: 'price-guide', label: 'Price guide', content: <HomePriceGuideTab {...props} /> },
          {
            value: 'live-figures',
            label: 'Live figures',
            content: <HomeLiveFiguresTab {...props} />,
          },
          {
            value: 'seo',
            label: 'Search & sharing',
            content: <SeoSection kind="index" slug={slug} {...props} />,
          },
        ]}
      />
    </EditorShell>
  );
}
