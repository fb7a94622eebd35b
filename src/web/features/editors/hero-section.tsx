import { Section, TextField } from './fields';
import type { Edit } from './use-content-editor';

interface TitledHero {
  hero: { title: string; subtitle: string };
}

/** The title and subtitle hero tab of the about and how-it-works editors. */
export function HeroSection({
  content: { hero },
  edit,
}: {
  content: TitledHero;
  edit: Edit<TitledHero>;
}) {
  return (
    <Section title="Hero" description="The heading at the top of the page.">
      <TextField
        label="Hero title"
        value={hero.title}
        onChange={(value) => edit((draft) => void (draft.hero.title = value))}
      />
      <TextField
        label="Hero subtitle"
        rows={3}
        value={hero.subtitle}
        onChange={(value) => edit((draft) => void (draft.hero.subtitle = value))}
      />
    </Section>
  );
}
