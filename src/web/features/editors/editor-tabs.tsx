import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface EditorTab {
  value: string;
  /** The visible tab label, exactly as the product copy words it. */
  label: string;
  content: ReactNode;
}

/** The tab strip of a page editor; the first tab opens first. */
export function EditorTabs({ tabs }: { tabs: EditorTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
