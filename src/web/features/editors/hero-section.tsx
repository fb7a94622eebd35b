import { Section, TextField } from './fields';

interface HeroSectionProps {
  hero: { title: string; subtitle: string };
  onChange: (field: 'title' | 'subtitle', value: string) => void;
}

/** The title and subtitle hero of the about and how-it-works pages. */
export function HeroSection({ hero, onChange }: HeroSectionProps) {
  return (
    <Section title="Hero" description="The heading at the top of the page.">
      <TextField
        label="Hero title"
        value={hero.title}
        onChange={(value) => onChange('title', value)}
      />
      <TextField
        label="Hero subtitle"
        rows={3}
        value={hero.subtitle}
        onChange={(value) => onChange('subtitle', value)}
      />
    </Section>
  );
}
