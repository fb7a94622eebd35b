import type { HomeFigurePlace, LiveValueKey, LiveValues } from '@shared/live-figures';
import { Section } from './fields';
import type { HomeTabProps } from './home-tabs';
import { LiveFigureControl, useLiveValues } from './live-figure-control';

const SUGGESTED: Record<LiveValueKey, string> = {
  homeowners_this_year: '{value} homeowners got quotes this year',
  median_minutes_to_accept: 'First quote in about {value} minutes',
  active_installers: '{value} verified installers',
};

/** One figure: fixed text (SPEC's default, also the fallback) or a live value in a template. */
function FigureRow({
  title,
  fixed,
  place,
  index,
  content,
  edit,
  values,
}: HomeTabProps & {
  title: string;
  fixed: string;
  place: HomeFigurePlace;
  index: number;
  values: LiveValues | undefined;
}) {
  return (
    <div
      role="group"
      aria-label={title}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <div>
        <h4 className="text-sm font-semibold text-slate-700">{title}</h4>
        <p className="text-sm text-slate-600">Fixed text: {fixed || '(empty)'}</p>
      </div>
      <LiveFigureControl
        bindings={content.liveFigures.bindings}
        place={place}
        index={index}
        editBindings={(change) => edit((draft) => change(draft.liveFigures.bindings))}
        values={values}
        suggested={SUGGESTED}
      />
    </div>
  );
}

/** Honest figures: bind the home page's claims to values from our data. */
export function HomeLiveFiguresTab(props: HomeTabProps) {
  const { content } = props;
  const values = useLiveValues();
  return (
    <Section
      title="Live figures"
      description="A figure can show a value computed from our data, recomputed every few minutes. Without a value (none yet) the fixed text shows."
    >
      <FigureRow
        {...props}
        values={values}
        title="Hero stat"
        fixed={`${content.hero.statCount.toLocaleString('en-IE')} ${content.hero.statLabel}`}
        place="hero.stat"
        index={0}
      />
      {content.hero.bullets.map((bullet, index) => (
        <FigureRow
          key={`bullet-${index}`}
          {...props}
          values={values}
          title={`Hero bullet point ${index + 1}`}
          fixed={bullet}
          place="hero.bullets"
          index={index}
        />
      ))}
      {content.indexIntro.highlights.map((highlight, index) => (
        <FigureRow
          key={`highlight-${index}`}
          {...props}
          values={values}
          title={`Intro highlight ${index + 1}`}
          fixed={highlight}
          place="indexIntro.highlights"
          index={index}
        />
      ))}
    </Section>
  );
}
