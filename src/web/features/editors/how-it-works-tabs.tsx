import { Plus } from 'lucide-react';
import type { HowItWorksContent } from '@shared/default-content';
import { DEFAULT_COLOR, DEFAULT_ICON } from '@shared/icons';
import { withoutFigureItem, type LiveValueKey } from '@shared/live-figures';
import { Button } from '@/components/ui/button';
import { ColorPicker } from './color-picker';
import { FieldGrid, ItemCard, Section, TextField } from './fields';
import { IconPicker } from './icon-picker';
import { LiveFigureControl, useLiveValues } from './live-figure-control';
import type { Edit } from './use-content-editor';

export interface HowItWorksTabProps {
  content: HowItWorksContent;
  edit: Edit<HowItWorksContent>;
}

/** What a step's description or a benefit's title starts as when bound. */
const STEP_SUGGESTED: Record<LiveValueKey, string> = {
  homeowners_this_year: '{value} homeowners asked for quotes this year.',
  median_minutes_to_accept:
    'Installers contact you with quotes, the first usually in about {value} minutes. Choose the one that suits you.',
  active_installers: 'Up to 5 of our {value} verified installers near you receive your request.',
};
const BENEFIT_SUGGESTED: Record<LiveValueKey, string> = {
  homeowners_this_year: '{value} homeowners this year',
  median_minutes_to_accept: 'First quote in about {value} minutes',
  active_installers: '{value} verified companies',
};

export function StepsTab({ content: { steps, liveFigures }, edit }: HowItWorksTabProps) {
  const values = useLiveValues();
  return (
    <Section title="Steps" description="The numbered steps from request to new windows.">
      <TextField
        label="Steps title"
        value={steps.title}
        onChange={(value) => edit((draft) => void (draft.steps.title = value))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {steps.items.map((item, index) => (
          <ItemCard
            key={index}
            title={`Step ${index + 1}`}
            onRemove={() =>
              edit((draft) => {
                draft.steps.items.splice(index, 1);
                draft.liveFigures.bindings = withoutFigureItem(
                  draft.liveFigures.bindings,
                  'steps.items',
                  index,
                );
              })
            }
          >
            <FieldGrid>
              <TextField
                label="Step label"
                value={item.step}
                onChange={(value) => edit((draft) => void (draft.steps.items[index]!.step = value))}
              />
              <IconPicker
                label={`Step ${index + 1} icon`}
                value={item.icon}
                onChange={(icon) => edit((draft) => void (draft.steps.items[index]!.icon = icon))}
              />
            </FieldGrid>
            <TextField
              label="Title"
              errorPath={`steps.items.${index}.title`}
              value={item.title}
              onChange={(value) => edit((draft) => void (draft.steps.items[index]!.title = value))}
            />
            <TextField
              label="Description"
              rows={3}
              value={item.description}
              onChange={(value) =>
                edit((draft) => void (draft.steps.items[index]!.description = value))
              }
            />
            <LiveFigureControl
              bindings={liveFigures.bindings}
              place="steps.items"
              index={index}
              editBindings={(change) => edit((draft) => change(draft.liveFigures.bindings))}
              values={values}
              suggested={STEP_SUGGESTED}
              hint="The description: fixed text, or a live value."
              rows={3}
            />
          </ItemCard>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={steps.items.length >= 20}
        onClick={() =>
          edit(
            (draft) =>
              void draft.steps.items.push({
                // A new step is numbered item count plus one.
                step: String(draft.steps.items.length + 1),
                icon: DEFAULT_ICON,
                title: '',
                description: '',
              }),
          )
        }
      >
        <Plus /> Add Step
      </Button>
    </Section>
  );
}

export function BenefitsTab({ content: { benefits, liveFigures }, edit }: HowItWorksTabProps) {
  const values = useLiveValues();
  return (
    <Section title="Benefits" description="Why homeowners use the service, each with a colour.">
      <TextField
        label="Benefits title"
        value={benefits.title}
        onChange={(value) => edit((draft) => void (draft.benefits.title = value))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {benefits.items.map((item, index) => (
          <ItemCard
            key={index}
            title={`Benefit ${index + 1}`}
            onRemove={() =>
              edit((draft) => {
                draft.benefits.items.splice(index, 1);
                draft.liveFigures.bindings = withoutFigureItem(
                  draft.liveFigures.bindings,
                  'benefits.items',
                  index,
                );
              })
            }
          >
            <IconPicker
              label={`Benefit ${index + 1} icon`}
              value={item.icon}
              onChange={(icon) => edit((draft) => void (draft.benefits.items[index]!.icon = icon))}
            />
            <TextField
              label="Title"
              errorPath={`benefits.items.${index}.title`}
              value={item.title}
              onChange={(value) =>
                edit((draft) => void (draft.benefits.items[index]!.title = value))
              }
            />
            <LiveFigureControl
              bindings={liveFigures.bindings}
              place="benefits.items"
              index={index}
              editBindings={(change) => edit((draft) => change(draft.liveFigures.bindings))}
              values={values}
              suggested={BENEFIT_SUGGESTED}
              hint="The title: fixed text, or a live value."
            />
            <ColorPicker
              label={`Benefit ${index + 1} colour`}
              value={item.color}
              onChange={(color) =>
                edit((draft) => void (draft.benefits.items[index]!.color = color))
              }
            />
            <TextField
              label="Description"
              rows={3}
              value={item.description}
              onChange={(value) =>
                edit((draft) => void (draft.benefits.items[index]!.description = value))
              }
            />
          </ItemCard>
        ))}
      </div>
      <Button
        variant="outline"
        disabled={benefits.items.length >= 24}
        onClick={() =>
          edit(
            (draft) =>
              void draft.benefits.items.push({
                icon: DEFAULT_ICON,
                title: '',
                description: '',
                color: DEFAULT_COLOR,
              }),
          )
        }
      >
        <Plus /> Add Benefit
      </Button>
    </Section>
  );
}
