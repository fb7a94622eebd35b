import { Calculator } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { estimatePrice, estimateText, NO_PRICE_FOR_CHOICE, VAT_LABEL } from '@shared/price-guide';
import { PriceGrantLine } from '@/components/price-grant-line';

/**
 * "What will it cost?" inside the quote form: the range for the windows chosen so
 * far, from the same table and arithmetic as the home page's price guide.
 */
export function PriceEstimate({
  content,
  values,
}: {
  content: HomeContent;
  values: { number_of_windows: string; window_type: string; window_material: string };
}) {
  const guide = content.priceGuide;
  const complete =
    values.number_of_windows !== '' && values.window_type !== '' && values.window_material !== '';
  const estimate = complete ? estimatePrice(guide.prices, values) : null;
  return (
    <section
      aria-labelledby="quote-estimate-title"
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:col-span-full"
    >
      <h3
        id="quote-estimate-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <Calculator aria-hidden className="size-4 text-brand-700" />
        {guide.title}
      </h3>
      <p aria-live="polite" className="mt-1.5 text-slate-800" data-testid="quote-form-estimate">
        {estimate ? (
          <strong className="text-lg">{estimateText(estimate)}</strong>
        ) : complete ? (
          NO_PRICE_FOR_CHOICE
        ) : (
          `Choose the number of windows, window type and material for a price range, including ${VAT_LABEL} VAT.`
        )}
      </p>
      {estimate && guide.note ? <p className="mt-1 text-xs text-slate-600">{guide.note}</p> : null}
      <div className="mt-3">
        <PriceGrantLine
          text={guide.grantText}
          linkText={guide.grantLinkText}
          url={guide.grantUrl}
        />
      </div>
    </section>
  );
}
