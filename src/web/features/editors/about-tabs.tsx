import { Plus } from 'lucide-react';
import type { AboutContent } from '@shared/default-content';
import { DEFAULT_ICON } from '@shared/icons';
import { withoutFigureItem, type LiveValueKey } from '@shared/live-figures';
import { Button } from '@/components/ui/button';
import { FieldGrid, ItemCard, Section, TextField } from './fields';
import { IconPicker } from './icon-picker';
import { LiveFigureControl, useLiveValues } from './live-figure-control';
import { StringListEditor } from './string-list-editor';
import type { Edit } from './use-content-editor';

export interface AboutTabProps {
  content: AboutContent;
  edit: Edit<AboutContent>;
}

/** A statistic's number when bound to a live value. */
const STAT_SUGGESTED: Record<LiveValueKey, string> = {
  homeowners_this_year: '{value}',
  median_minutes_to_accept: '{value} min',
  active_installers: '{value}',
};

export function AboutMissionTab({ content: { mission, liveFigures }, edit }: AboutTabProps) {
  const values = useLiveValues();
  return (
    <Section title="Mission" description="What the company is for, with headline figures.">
      <TextField
        label="Mission title"
        value={mission.title}
        onChange={(value) => edit((draft) => void (draft.mission.title = value))}
      />
      <TextField
        label="Mission description"
        rows={4}
        value={mission.description}
        onChange={(value) => edit((draft) => void (draft.mission.description = value))}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {mission.stats.map((stat, index) => (
          <ItemCard
            key={index}
            title={`Statistic ${index + 1}`}
            onRemove={() =>
              edit((draft) => {
                draft.mission.stats.splice(index, 1);
                draft.liveFigures.bindings = withoutFigureItem(
                  draft.liveFigures.bindings,
                  'mission.stats',
                  index,
                );
              })
            }
          >
            <FieldGrid>
              <TextField
                label="Number"
                value={stat.number}
                onChange={(value) =>
                  edit((draft) => void (draft.mission.stats[index]!.number = value))
                }
              />
              <TextField
                label="Label"
                value={stat.label}
                onChange={(value) =>
                  edit((draft) => void (draft.mission.stats[index]!.label = value))
                }
              />
            </FieldGrid>
            <LiveFigureControl
              bindings={liveFigures.bindings}
              place="mission.stats"
              index={index}
              editBindings={(change) => edit((draft) => change(draft.liveFigures.bindings))}
              values={values}
              suggested={STAT_SUGGESTED}
              hint="The number: fixed text, or a live value (the label stays)."
            />
          </ItemCard>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={mission.stats.length >= 12}
        onClick={() => edit((draft) => void draft.mission.stats.push({ number: '', label: '' }))}
      >
        <Plus /> Add Statistic
      </Button>
    </Section>
  );
}

export function AboutValuesTab({ content: { values }, edit }: AboutTabProps) {
  return (
    <Section title="Values" description="What the company stands for, each with an icon.">
      <TextField
        label="Values title"
        value={values.title}
        onChange={(value) => edit((draft) => void (draft.values.title = value))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {values.items.map((item, index) => (
          <ItemCard
            key={index}
            title={`Value ${index + 1}`}
            onRemove={() => edit((draft) => void draft.values.items.splice(index, 1))}
          >
            <IconPicker
              label={`Value ${index + 1} icon`}
              value={item.icon}
              onChange={(icon) => edit((draft) => void (draft.values.items[index]!.icon = icon))}
            />
            <TextField
              label="Title"
              errorPath={`values.items.${index}.title`}
              value={item.title}
              onChange={(value) => edit((draft) => void (draft.values.items[index]!.title = value))}
            />
            <TextField
              label="Description"
              rows={3}
              value={item.description}
              onChange={(value) =>
                edit((draft) => void (draft.values.items[index]!.description = value))
              }
            />
          </ItemCard>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={values.items.length >= 24}
        onClick={() =>
          edit(
            (draft) =>
              void draft.values.items.push({ icon: DEFAULT_ICON, title: '', description: '' }),
          )
        }
      >
        <Plus /> Add Value
      </Button>
    </Section>
  );
}

export function AboutStoryTab({ content: { story, commitment }, edit }: AboutTabProps) {
  return (
    <div className="space-y-5">
      <Section title="Story" description="How the company came about.">
        <TextField
          label="Story title"
          value={story.title}
          onChange={(value) => edit((draft) => void (draft.story.title = value))}
        />
        <StringListEditor
          label="Paragraphs"
          itemLabel="Paragraph"
          max={20}
          items={story.paragraphs}
          onChange={(items) => edit((draft) => void (draft.story.paragraphs = items))}
        />
      </Section>
      <Section title="Commitment" description="The promises listed under the story.">
        <TextField
          label="Commitment title"
          value={commitment.title}
          onChange={(value) => edit((draft) => void (draft.commitment.title = value))}
        />
        <StringListEditor
          label="Commitment items"
          itemLabel="Commitment"
          max={20}
          items={commitment.items}
          onChange={(items) => edit((draft) => void (draft.commitment.items = items))}
        />
      </Section>
    </div>
  );
}
