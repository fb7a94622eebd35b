import { useQuery } from '@tanstack/react-query';
import {
  fillTemplate,
  LIVE_VALUE_KEYS,
  LIVE_VALUE_LABELS,
  VALUE_TOKEN,
  type FigurePlace,
  type LiveValueKey,
  type LiveValues,
} from '@shared/live-figures';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/ui/native-select';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { Section, TextField } from './fields';
import type { HomeTabProps } from './home-tabs';

const FIXED = 'fixed';

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
  place: FigurePlace;
  index: number;
  values: LiveValues | undefined;
}) {
  const bindings = content.liveFigures.bindings;
  const at = bindings.findIndex((b) => b.place === place && b.index === index);
  const binding = at === -1 ? null : bindings[at]!;
  const choose = (choice: string) =>
    edit((draft) => {
      const list = draft.liveFigures.bindings;
      const found = list.findIndex((b) => b.place === place && b.index === index);
      if (choice === FIXED) {
        if (found !== -1) list.splice(found, 1);
        return;
      }
      const value = choice as LiveValueKey;
      const template =
        found !== -1 && list[found]!.template.includes(VALUE_TOKEN)
          ? list[found]!.template
          : SUGGESTED[value];
      const next = { place, index, value, template };
      if (found === -1) list.push(next);
      else list[found] = next;
    });
  const preview = binding ? fillTemplate(binding.template, values?.[binding.value]) : null;
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
      <Field label="Shown as">
        {(control) => (
          <NativeSelect
            {...control}
            value={binding?.value ?? FIXED}
            onChange={(event) => choose(event.target.value)}
          >
            <option value={FIXED}>Fixed text</option>
            {LIVE_VALUE_KEYS.map((key) => (
              <option key={key} value={key}>
                Live: {LIVE_VALUE_LABELS[key]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {binding ? (
        <TextField
          label="Text with the live value"
          errorPath={`liveFigures.bindings.${at}.template`}
          value={binding.template}
          hint={
            preview
              ? `Shown now: ${preview}`
              : `${VALUE_TOKEN} is replaced by the value. No value yet: the fixed text shows.`
          }
          onChange={(value) =>
            edit((draft) => void (draft.liveFigures.bindings[at]!.template = value))
          }
        />
      ) : null}
    </div>
  );
}

/** Honest figures (decision 0924): bind the home page's claims to values from our data. */
export function HomeLiveFiguresTab(props: HomeTabProps) {
  const { content } = props;
  const values = useQuery({
    queryKey: queryKeys.content.liveFigures(),
    queryFn: () => api.get<LiveValues>('/live-figures'),
  }).data;
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
