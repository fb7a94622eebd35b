import { useQuery } from '@tanstack/react-query';
import {
  fillTemplate,
  LIVE_VALUE_KEYS,
  LIVE_VALUE_LABELS,
  VALUE_TOKEN,
  type FigureBinding,
  type FigurePlace,
  type LiveValueKey,
  type LiveValues,
} from '@shared/live-figures';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/ui/native-select';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { TextField } from './fields';

const FIXED = 'fixed';

/** The live values as last computed, for "Shown now: …". */
export function useLiveValues(): LiveValues | undefined {
  return useQuery({
    queryKey: queryKeys.content.liveFigures(),
    queryFn: () => api.get<LiveValues>('/live-figures'),
  }).data;
}

export interface LiveFigureControlProps<P extends FigurePlace> {
  bindings: FigureBinding<P>[];
  place: P;
  index: number;
  /** Changes the draft's bindings in place. */
  editBindings: (change: (bindings: FigureBinding<P>[]) => void) => void;
  values: LiveValues | undefined;
  /** The template a newly chosen value starts with. */
  suggested: Record<LiveValueKey, string>;
  /** What the figure replaces, under the select ("The number: …"). */
  hint?: string;
  /** Rows of the template field when it holds a sentence or more; one line when left out. */
  rows?: number;
}

/**
 * One figure's binding: "Fixed text" (the content as written, also the
 * fallback) or "Live: <value>" with a template holding {value}. Used by every editor that
 * has figures: the home editor's Live figures tab, the about statistics, how-it-works items.
 */
export function LiveFigureControl<P extends FigurePlace>({
  bindings,
  place,
  index,
  editBindings,
  values,
  suggested,
  hint,
  rows,
}: LiveFigureControlProps<P>) {
  const at = bindings.findIndex((b) => b.place === place && b.index === index);
  const binding = at === -1 ? null : bindings[at]!;
  const choose = (choice: string) =>
    editBindings((list) => {
      const found = list.findIndex((b) => b.place === place && b.index === index);
      if (choice === FIXED) {
        if (found !== -1) list.splice(found, 1);
        return;
      }
      const value = choice as LiveValueKey;
      const template =
        found !== -1 && list[found]!.template.includes(VALUE_TOKEN)
          ? list[found]!.template
          : suggested[value];
      const next = { place, index, value, template };
      if (found === -1) list.push(next);
      else list[found] = next;
    });
  const preview = binding ? fillTemplate(binding.template, values?.[binding.value]) : null;
  return (
    <>
      <Field label="Shown as" hint={hint}>
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
          rows={rows}
          errorPath={`liveFigures.bindings.${at}.template`}
          value={binding.template}
          hint={
            preview
              ? `Shown now: ${preview}`
              : `${VALUE_TOKEN} is replaced by the value. No value yet: the fixed text shows.`
          }
          onChange={(value) => editBindings((list) => void (list[at]!.template = value))}
        />
      ) : null}
    </>
  );
}
