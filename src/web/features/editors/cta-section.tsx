import { FieldGrid, Section, TextField } from './fields';

export interface CtaContent {
  title: string;
  subtitle: string;
  buttonText: string;
  disclaimer?: string;
}

interface CtaSectionProps {
  cta: CtaContent;
  onChange: (field: keyof CtaContent, value: string) => void;
}

/** The call-to-action fields every page kind has; the home page adds a disclaimer. */
export function CtaSection({ cta, onChange }: CtaSectionProps) {
  return (
    <Section title="Call to action" description="The closing band that sends visitors to the form.">
      <TextField
        label="CTA title"
        value={cta.title}
        onChange={(value) => onChange('title', value)}
      />
      <TextField
        label="CTA subtitle"
        rows={2}
        value={cta.subtitle}
        onChange={(value) => onChange('subtitle', value)}
      />
      <FieldGrid>
        <TextField
          label="Button text"
          value={cta.buttonText}
          onChange={(value) => onChange('buttonText', value)}
        />
        {cta.disclaimer !== undefined ? (
          <TextField
            label="Disclaimer"
            value={cta.disclaimer}
            onChange={(value) => onChange('disclaimer', value)}
          />
        ) : null}
      </FieldGrid>
    </Section>
  );
}
