import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EditorShell } from './editor-shell';
import { fillEmptyOptionLists } from './home-content';
import { HomeQuoteFormTab } from './home-quote-form-tab';
import { HomeCtaTab, HomeFeaturesTab, HomeHeroTab } from './home-tabs';
import { useContentEditor } from './use-content-editor';

export function HomeEditor({ slug }: { slug: string }) {
  const editor = useContentEditor('index', slug, { prepare: fillEmptyOptionLists });
  const props = { content: editor.draft, edit: editor.edit };
  return (
    <EditorShell kind="index" slug={slug} editor={editor}>
      <Tabs defaultValue="hero">
        <TabsList>
          <TabsTrigger value="hero">Hero Section</TabsTrigger>
          <TabsTrigger value="features">Features</TabsTrigger>
          <TabsTrigger value="quote-form">Quote Form</TabsTrigger>
          <TabsTrigger value="cta">CTA Section</TabsTrigger>
        </TabsList>
        <TabsContent value="hero">
          <HomeHeroTab {...props} />
        </TabsContent>
        <TabsContent value="features">
          <HomeFeaturesTab {...props} />
        </TabsContent>
        <TabsContent value="quote-form">
          <HomeQuoteFormTab {...props} />
        </TabsContent>
        <TabsContent value="cta">
          <HomeCtaTab {...props} />
        </TabsContent>
      </Tabs>
    </EditorShell>
  );
}
