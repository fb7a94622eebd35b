import { Plus } from 'lucide-react';
import type { HowItWorksContent } from '@shared/default-content';
import { DEFAULT_COLOR, DEFAULT_ICON } from '@shared/icons';
import { Button } from '@/components/ui/button';
import { ColorPicker } from './color-picker';
import { FieldGrid, ItemCard, Section, TextField } from './fields';
import { IconPicker } from './icon-picker';
import type { Edit } from './use-content-editor';

export interface HowItWorksTabProps {
  content: HowItWorksContent;
  edit: Edit<HowItWorksContent>;
}

export function StepsTab({ content: { steps }, edit }: HowItWorksTabProps) {
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
            onRemove={() => edit((draft) => void draft.steps.items.splice(index, 1))}
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

export function BenefitsTab({ content: { benefits }, edit }: HowItWorksTabProps) {
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
            onRemove={() => edit((draft) => void draft.benefits.items.splice(index, 1))}
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
