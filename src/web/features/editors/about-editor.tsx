import { AboutMissionTab, AboutStoryTab, AboutValuesTab } from './about-tabs';
import { CtaSection } from './cta-section';
import { EditorShell } from './editor-shell';
import { EditorTabs } from './editor-tabs';
import { HeroSection } from './hero-section';
import { SeoSection } from './seo-section';
import { useContentEditor } from './use-content-editor';

export function AboutEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('about', slug);
  const props = { content: editor.draft, edit: editor.edit };
  return (
    <EditorShell kind="about" slug={slug} editor={editor}>
      <EditorTabs
        tabs={[
          { value: 'hero', label: 'Hero', content: <HeroSection {...props} /> },
          { value: 'mission', label: 'Mission', content: <AboutMissionTab {...props} /> },
          { value: 'values', label: 'Values', content: <AboutValuesTab {...props} /> },
          { value: 'story', label: 'Story', content: <AboutStoryTab {...props} /> },
          { value: 'cta', label: 'CTA', content: <CtaSection {...props} /> },
          {
            value: 'seo',
            label: 'Search & sharing',
            content: <SeoSection kind="about" slug={slug} {...props} />,
          },
        ]}
      />
    </EditorShell>
  );
}
