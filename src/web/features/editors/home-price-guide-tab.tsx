import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { estimatePrice, formatEuro, priceKey, VAT_LABEL } from '@shared/price-guide';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFieldError } from './editor-errors';
import { Section, TextField } from './fields';
import type { HomeTabProps } from './home-tabs';

/** Whole euro as typed; anything else is kept as NaN, which the shared schema names. */
function parseEuro(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function EuroField({
  label,
  value,
  errorPath,
  onChange,
}: {
  label: string;
  value: number;
  errorPath: string;
  onChange: (value: number) => void;
}) {
  // The text as typed, so "-" or "" can stand while the admin types.
  const [text, setText] = useState(Number.isNaN(value) ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value && !(Number.isNaN(shown) && Number.isNaN(value))) {
    setShown(value);
    setText(Number.isNaN(value) ? '' : String(value));
  }
  const error = useFieldError(errorPath);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseEuro(event.target.value);
            setShown(parsed);
            onChange(parsed);
          }}
        />
      )}
    </Field>
  );
}

/** Price guidance: the per-window table and the SEAI grant line. */
export function HomePriceGuideTab({ content, edit }: HomeTabProps) {
  const guide = content.priceGuide;
  const priced = new Set(guide.prices.map((row) => priceKey(row.window_type, row.window_material)));
  const missing = content.quoteOptions.window_types.flatMap((type) =>
    content.quoteOptions.window_materials
      .filter((material) => !priced.has(priceKey(type, material)))
      .map((material) => ({ type, material })),
  );
  const example = estimatePrice(guide.prices, {
    number_of_windows: '1',
    window_type: guide.prices[0]?.window_type ?? '',
    window_material: guide.prices[0]?.window_material ?? '',
  });
  return (
    <div className="space-y-5">
      <Section
        title="What will it cost?"
        description="The price guide on the home page and inside the quote form."
      >
        <TextField
          label="Price guide title"
          value={guide.title}
          onChange={(value) => edit((draft) => void (draft.priceGuide.title = value))}
        />
        <TextField
          label="Price guide introduction"
          rows={2}
          value={guide.intro}
          onChange={(value) => edit((draft) => void (draft.priceGuide.intro = value))}
        />
        <TextField
          label="Note under the estimate"
          rows={2}
          value={guide.note}
          onChange={(value) => edit((draft) => void (draft.priceGuide.note = value))}
        />
        <TextField
          label="SEAI grant text"
          rows={3}
          errorPath="priceGuide.grantText"
          value={guide.grantText}
          onChange={(value) => edit((draft) => void (draft.priceGuide.grantText = value))}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="SEAI link text"
            value={guide.grantLinkText}
            onChange={(value) => edit((draft) => void (draft.priceGuide.grantLinkText = value))}
          />
          <TextField
            label="SEAI link address"
            errorPath="priceGuide.grantUrl"
            value={guide.grantUrl}
            onChange={(value) => edit((draft) => void (draft.priceGuide.grantUrl = value))}
          />
        </div>
      </Section>

      <Section
        title="Prices per window"
        description={`Whole euro for supplying and fitting one window, before VAT. Estimates add ${VAT_LABEL} VAT and multiply by the number of windows.${
          example
            ? ` For example, one ${guide.prices[0]!.window_type} in ${guide.prices[0]!.window_material} shows as ${formatEuro(example.low)} – ${formatEuro(example.high)}.`
            : ''
        }`}
      >
        <div className="space-y-3">
          {guide.prices.map((row, index) => (
            <div
              key={index}
              role="group"
              aria-label={`Price ${index + 1}: ${row.window_type || 'new'} in ${row.window_material || 'new'}`}
              className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3 md:grid-cols-[1fr_1fr_7rem_7rem_auto]"
            >
              <TextField
                label="Window type"
                errorPath={`priceGuide.prices.${index}.window_type`}
                value={row.window_type}
                onChange={(value) =>
                  edit((draft) => void (draft.priceGuide.prices[index]!.window_type = value))
                }
              />
              <TextField
                label="Frame material"
                errorPath={`priceGuide.prices.${index}.window_material`}
                value={row.window_material}
                onChange={(value) =>
                  edit((draft) => void (draft.priceGuide.prices[index]!.window_material = value))
                }
              />
              <EuroField
                label="Low €"
                errorPath={`priceGuide.prices.${index}.low`}
                value={row.low}
                onChange={(value) =>
                  edit((draft) => void (draft.priceGuide.prices[index]!.low = value))
                }
              />
              <EuroField
                label="High €"
                errorPath={`priceGuide.prices.${index}.high`}
                value={row.high}
                onChange={(value) =>
                  edit((draft) => void (draft.priceGuide.prices[index]!.high = value))
                }
              />
              <Button
                variant="ghost"
                size="icon"
                className="col-span-2 justify-self-end text-red-600 hover:bg-red-50 md:col-span-1"
                aria-label={`Remove the price of ${row.window_type} in ${row.window_material}`}
                onClick={() => edit((draft) => void draft.priceGuide.prices.splice(index, 1))}
              >
                <Trash2 />
              </Button>
            </div>
          ))}
        </div>
        {missing.length > 0 ? (
          <p className="text-sm text-amber-800">
            No price yet for {missing.length}{' '}
            {missing.length === 1 ? 'combination' : 'combinations'} the form offers (
            {missing
              .slice(0, 3)
              .map(({ type, material }) => `${type} in ${material}`)
              .join('; ')}
            {missing.length > 3 ? '…' : ''}): visitors who choose one see no estimate.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={guide.prices.length >= 400}
            onClick={() =>
              edit(
                (draft) =>
                  void draft.priceGuide.prices.push({
                    window_type: '',
                    window_material: '',
                    low: 0,
                    high: 0,
                  }),
              )
            }
          >
            <Plus /> Add price
          </Button>
          {missing.length > 0 ? (
            <Button
              variant="outline"
              onClick={() =>
                edit((draft) => {
                  for (const { type, material } of missing) {
                    draft.priceGuide.prices.push({
                      window_type: type,
                      window_material: material,
                      low: 0,
                      high: 0,
                    });
                  }
                })
              }
            >
              <Plus /> Add the missing combinations
            </Button>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
