import type { QuoteOptionKey } from '@shared/quote-options';
import { FieldGrid, Section, TextField } from './fields';
import type { HomeTabProps } from './home-tabs';
import { StringListEditor } from './string-list-editor';

const OPTION_LISTS: { key: QuoteOptionKey; label: string; itemLabel: string }[] = [
  { key: 'property_types', label: 'Property types', itemLabel: 'Property type' },
  { key: 'window_types', label: 'Window types', itemLabel: 'Window type' },
  { key: 'number_of_windows', label: 'Number of windows', itemLabel: 'Window count' },
  { key: 'preferred_timeframes', label: 'Timeframes', itemLabel: 'Timeframe' },
  { key: 'window_materials', label: 'Window materials', itemLabel: 'Material' },
  { key: 'glazing_types', label: 'Glazing types', itemLabel: 'Glazing type' },
];

const LABELS = [
  { key: 'firstName', label: 'First name label' },
  { key: 'lastName', label: 'Last name label' },
  { key: 'email', label: 'Email label' },
  { key: 'submitText', label: 'Submit button text' },
] as const;

const PLACEHOLDERS = [
  { key: 'firstName', label: 'First name placeholder' },
  { key: 'lastName', label: 'Last name placeholder' },
  { key: 'email', label: 'Email placeholder' },
  { key: 'mobile', label: 'Mobile placeholder' },
] as const;

export function HomeQuoteFormTab({ content, edit }: HomeTabProps) {
  const { quoteForm } = content;
  return (
    <div className="space-y-5">
      <Section title="Quote form card" description="The heading and reassurance around the form.">
        <TextField
          label="Card title"
          value={quoteForm.cardTitle}
          onChange={(value) => edit((draft) => void (draft.quoteForm.cardTitle = value))}
        />
        <TextField
          label="Card subtitle"
          value={quoteForm.cardSubtitle}
          onChange={(value) => edit((draft) => void (draft.quoteForm.cardSubtitle = value))}
        />
        <StringListEditor
          label="Trust indicators"
          itemLabel="Trust indicator"
          max={12}
          items={quoteForm.trustIndicators}
          onChange={(items) => edit((draft) => void (draft.quoteForm.trustIndicators = items))}
        />
      </Section>
      <Section title="Labels and placeholders">
        <FieldGrid>
          {LABELS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              value={quoteForm.labels[key]}
              onChange={(value) => edit((draft) => void (draft.quoteForm.labels[key] = value))}
            />
          ))}
          {PLACEHOLDERS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              value={quoteForm.placeholders[key]}
              onChange={(value) =>
                edit((draft) => void (draft.quoteForm.placeholders[key] = value))
              }
            />
          ))}
        </FieldGrid>
        <TextField
          label="Default property address"
          placeholder="Usually left empty for the visitor to fill in"
          value={content.quoteDefaults.property_address}
          onChange={(value) => edit((draft) => void (draft.quoteDefaults.property_address = value))}
        />
      </Section>
      <Section
        title="Answer options"
        description="The choices in the form's drop-downs. A list left empty is filled with the defaults when you save."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {OPTION_LISTS.map(({ key, label, itemLabel }) => (
            <StringListEditor
              key={key}
              label={label}
              itemLabel={itemLabel}
              max={40}
              items={content.quoteOptions[key]}
              onChange={(items) => edit((draft) => void (draft.quoteOptions[key] = items))}
            />
          ))}
        </div>
      </Section>
    </div>
  );
}
