import { FieldGrid, Section, TextField } from './fields';
import type { Edit } from './use-content-editor';

interface WithCta {
  cta: { title: string; subtitle: string; buttonText: string; disclaimer?: string };
}

/** The call-to-action tab every page kind has; the home page adds a disclaimer. */
export function CtaSection({ content: { cta }, edit }: { content: WithCta; edit: Edit<WithCta> }) {
  return (
    <Section title="Call to action" description="The closing band that sends visitors to the form.">
      <TextField
        label="CTA title"
        value={cta.title}
        onChange={(value) => edit((draft) => void (draft.cta.title = value))}
      />
      <TextField
        label="CTA subtitle"
        rows={2}
        value={cta.subtitle}
        onChange={(value) => edit((draft) => void (draft.cta.subtitle = value))}
      />
      <FieldGrid>
        <TextField
          label="Button text"
          value={cta.buttonText}
          onChange={(value) => edit((draft) => void (draft.cta.buttonText = value))}
        />
        {cta.disclaimer !== undefined ? (
          <TextField
            label="Disclaimer"
            value={cta.disclaimer}
            onChange={(value) => edit((draft) => void (draft.cta.disclaimer = value))}
          />
        ) : null}
      </FieldGrid>
    </Section>
  );
}
