import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CtaSection } from './cta-section';
import { EditorShell } from './editor-shell';
import { HeroSection } from './hero-section';
import { BenefitsTab, StepsTab } from './how-it-works-tabs';
import { useContentEditor } from './use-content-editor';

export function HowItWorksEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('how-it-works', slug);
  const { draft, edit } = editor;
  const props = { content: draft, edit };
  return (
    <EditorShell kind="how-it-works" slug={slug} editor={editor}>
      <Tabs defaultValue="hero">
        <TabsList>
          <TabsTrigger value="hero">Hero</TabsTrigger>
          <TabsTrigger value="steps">Steps</TabsTrigger>
          <TabsTrigger value="benefits">Benefits</TabsTrigger>
          <TabsTrigger value="cta">CTA</TabsTrigger>
        </TabsList>
        <TabsContent value="hero">
          <HeroSection
            hero={draft.hero}
            onChange={(field, value) => edit((next) => void (next.hero[field] = value))}
          />
        </TabsContent>
        <TabsContent value="steps">
          <StepsTab {...props} />
        </TabsContent>
        <TabsContent value="benefits">
          <BenefitsTab {...props} />
        </TabsContent>
        <TabsContent value="cta">
          <CtaSection
            cta={draft.cta}
            onChange={(field, value) =>
              edit((next) => void (next.cta[field as 'title' | 'subtitle' | 'buttonText'] = value))
            }
          />
        </TabsContent>
      </Tabs>
    </EditorShell>
  );
}
