import { useContext } from 'react';
import { Calculator } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import {
  estimatePrice,
  estimateRangeText,
  NO_PRICE_FOR_CHOICE,
  VAT_LABEL,
  VAT_NOTE,
} from '@shared/price-guide';
import { PriceGrantLine } from '@/components/price-grant-line';
import { buttonClasses } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { PageDataContext } from '../../page-data';
import { RequestSearchContext } from '../../request-search';
import { Container, SectionHeading } from '../page-section';

export const PRICE_GUIDE_ID = 'price-guide';

const FIELDS = [
  { name: 'number_of_windows', label: 'Number of windows', options: 'number_of_windows' },
  { name: 'window_type', label: 'Window type', options: 'window_types' },
  { name: 'window_material', label: 'Frame material', options: 'window_materials' },
] as const;

/**
 * "What will it cost?": a GET form to this same page, so the server renders the
 * estimate for the chosen answers; it needs no JavaScript and adds none to the page.
 */
export function HomePriceGuide({ content }: { content: HomeContent }) {
  const search = useContext(RequestSearchContext);
  const path = useContext(PageDataContext)?.path ?? '/';
  const guide = content.priceGuide;
  // Only answers the form offers count: anything else in the address is ignored.
  const chosen = Object.fromEntries(
    FIELDS.map(({ name, options }) => {
      const value = search.get(name) ?? '';
      return [name, content.quoteOptions[options].includes(value) ? value : ''];
    }),
  ) as Record<(typeof FIELDS)[number]['name'], string>;
  const complete = FIELDS.every(({ name }) => chosen[name] !== '');
  const estimate = complete ? estimatePrice(guide.prices, chosen) : null;

  return (
    <section
      id={PRICE_GUIDE_ID}
      aria-labelledby="price-guide-title"
      className="scroll-mt-20 bg-white py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="price-guide-title" title={guide.title} subtitle={guide.intro} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm sm:p-8">
          <form
            method="get"
            action={`${path}#${PRICE_GUIDE_ID}`}
            className="grid gap-4 sm:grid-cols-3"
          >
            {FIELDS.map(({ name, label, options }) => (
              <div key={name} className="flex flex-col gap-1.5">
                <label htmlFor={`price-${name}`} className="text-sm font-medium text-slate-800">
                  {label}
                </label>
                <NativeSelect id={`price-${name}`} name={name} defaultValue={chosen[name]}>
                  <option value="">Select…</option>
                  {content.quoteOptions[options].map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
            <button type="submit" className={`${buttonClasses('default', 'lg')} sm:col-span-3`}>
              <Calculator aria-hidden />
              Show my estimate
            </button>
          </form>
          <div
            className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200"
            data-testid="price-estimate"
          >
            {estimate ? (
              <>
                <p className="text-sm text-slate-600">
                  {chosen.number_of_windows} windows, {chosen.window_type}, {chosen.window_material}
                </p>
                <p className="mt-1 text-slate-700">
                  <span className="block text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    {estimateRangeText(estimate)}
                  </span>{' '}
                  {VAT_NOTE}
                </p>
              </>
            ) : (
              <p className="text-slate-700">
                {complete
                  ? NO_PRICE_FOR_CHOICE
                  : `Choose your windows above to see a price range, including ${VAT_LABEL} VAT.`}
              </p>
            )}
            {guide.note ? <p className="mt-2 text-sm text-slate-600">{guide.note}</p> : null}
            <div className="mt-4 border-t border-slate-200 pt-4">
              <PriceGrantLine
                text={guide.grantText}
                linkText={guide.grantLinkText}
                url={guide.grantUrl}
              />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
