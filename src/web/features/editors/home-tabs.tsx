import { Plus } from 'lucide-react';
import { DEFAULT_ICON } from '@shared/icons';
import type { HomeContent } from '@shared/default-content';
import { Button } from '@/components/ui/button';
import { FieldGrid, ItemCard, Section, TextField } from './fields';
import { parseStatCount } from './home-content';
import { IconPicker } from './icon-picker';
import { StringListEditor } from './string-list-editor';
import type { Edit } from './use-content-editor';

export interface HomeTabProps {
  content: HomeContent;
  edit: Edit<HomeContent>;
}

export function HomeHeroTab({ content: { hero }, edit }: HomeTabProps) {
  return (
    <Section title="Hero Section" description="The first thing visitors see on this page.">
      <TextField
        label="Badge text"
        value={hero.badge}
        onChange={(value) => edit((draft) => void (draft.hero.badge = value))}
      />
      <FieldGrid>
        <TextField
          label="Title line 1"
          value={hero.titleLine1}
          onChange={(value) => edit((draft) => void (draft.hero.titleLine1 = value))}
        />
        <TextField
          label="Title emphasis"
          value={hero.titleEmphasis}
          onChange={(value) => edit((draft) => void (draft.hero.titleEmphasis = value))}
        />
      </FieldGrid>
      <TextField
        label="Subtitle"
        rows={3}
        value={hero.subtitle}
        onChange={(value) => edit((draft) => void (draft.hero.subtitle = value))}
      />
      <StringListEditor
        label="Bullet points"
        itemLabel="Bullet point"
        max={12}
        items={hero.bullets}
        onChange={(items) => edit((draft) => void (draft.hero.bullets = items))}
      />
      <FieldGrid>
        <TextField
          label="Stat count"
          inputMode="numeric"
          value={String(hero.statCount)}
          onChange={(value) => edit((draft) => void (draft.hero.statCount = parseStatCount(value)))}
        />
        <TextField
          label="Stat label"
          value={hero.statLabel}
          onChange={(value) => edit((draft) => void (draft.hero.statLabel = value))}
        />
      </FieldGrid>
    </Section>
  );
}

export function HomeFeaturesTab({ content: { features }, edit }: HomeTabProps) {
  return (
    <Section title="Features" description="The reasons to use the service, each with an icon.">
      <TextField
        label="Features title"
        value={features.title}
        onChange={(value) => edit((draft) => void (draft.features.title = value))}
      />
      <TextField
        label="Features subtitle"
        rows={2}
        value={features.subtitle}
        onChange={(value) => edit((draft) => void (draft.features.subtitle = value))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {features.items.map((item, index) => (
          <ItemCard
            key={index}
            title={`Feature ${index + 1}`}
            onRemove={() => edit((draft) => void draft.features.items.splice(index, 1))}
          >
            <IconPicker
              label={`Feature ${index + 1} icon`}
              value={item.icon}
              onChange={(icon) => edit((draft) => void (draft.features.items[index]!.icon = icon))}
            />
            <TextField
              label="Title"
              errorPath={`features.items.${index}.title`}
              value={item.title}
              onChange={(value) =>
                edit((draft) => void (draft.features.items[index]!.title = value))
              }
            />
            <TextField
              label="Description"
              rows={3}
              value={item.description}
              onChange={(value) =>
                edit((draft) => void (draft.features.items[index]!.description = value))
              }
            />
          </ItemCard>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={features.items.length >= 24}
        onClick={() =>
          edit(
            (draft) =>
              void draft.features.items.push({ icon: DEFAULT_ICON, title: '', description: '' }),
          )
        }
      >
        <Plus /> Add Feature
      </Button>
    </Section>
  );
}
