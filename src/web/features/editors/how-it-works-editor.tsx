import { CtaSection } from './cta-section';
import { EditorShell } from './editor-shell';
import { EditorTabs } from './editor-tabs';
import { HeroSection } from './hero-section';
import { BenefitsTab, StepsTab } from './how-it-works-tabs';
import { SeoSection } from './seo-section';
import { useContentEditor } from './use-content-editor';

export function HowItWorksEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('how-it-works', slug);
  const props = { content: editor.draft, edit: editor.edit };
  return (
    <EditorShell kind="how-it-works" slug={slug} editor={editor}>
      <EditorTabs
        tabs={[
          { value: 'hero', label: 'Hero', content: <HeroSection {...props} /> },
          { value: 'steps', label: 'Steps', content: <StepsTab {...props} /> },
          { value: 'benefits', label: 'Benefits', content: <BenefitsTab {...props} /> },
          { value: 'cta', label: 'CTA', content: <CtaSection {...props} /> },
          {
            value: 'seo',
            label: 'Search & sharing',
            content: <SeoSection kind="how-it-works" slug={slug} {...props} />,
          },
        ]}
      />
    </EditorShell>
  );
}
