import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AboutMissionTab, AboutStoryTab, AboutValuesTab } from './about-tabs';
import { CtaSection } from './cta-section';
import { EditorShell } from './editor-shell';
import { HeroSection } from './hero-section';
import { useContentEditor } from './use-content-editor';

export function AboutEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('about', slug);
  const { draft, edit } = editor;
  const props = { content: draft, edit };
  return (
    <EditorShell kind="about" slug={slug} editor={editor}>
      <Tabs defaultValue="hero">
        <TabsList>
          <TabsTrigger value="hero">Hero</TabsTrigger>
          <TabsTrigger value="mission">Mission</TabsTrigger>
          <TabsTrigger value="values">Values</TabsTrigger>
          <TabsTrigger value="story">Story</TabsTrigger>
          <TabsTrigger value="cta">CTA</TabsTrigger>
        </TabsList>
        <TabsContent value="hero">
          <HeroSection
            hero={draft.hero}
            onChange={(field, value) => edit((next) => void (next.hero[field] = value))}
          />
        </TabsContent>
        <TabsContent value="mission">
          <AboutMissionTab {...props} />
        </TabsContent>
        <TabsContent value="values">
          <AboutValuesTab {...props} />
        </TabsContent>
        <TabsContent value="story">
          <AboutStoryTab {...props} />
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
