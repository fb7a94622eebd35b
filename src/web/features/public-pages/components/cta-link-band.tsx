import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useActiveCampaign, usePagePath } from '../campaign';
import { quoteFormHref } from '../nav-links';
import { CtaArrow, CtaBand } from './cta-band';

/** The closing band of inner pages: its button links to the quote form, inside the campaign. */
export function CtaLinkBand({
  cta,
}: {
  cta: { title: string; subtitle: string; buttonText: string };
}) {
  const href = quoteFormHref(usePagePath(), useActiveCampaign());
  return (
    <CtaBand
      title={cta.title}
      subtitle={cta.subtitle}
      action={
        <a href={href} className={cn(buttonClasses('accent', 'lg'), 'h-13 px-8 text-base')}>
          {cta.buttonText}
          <CtaArrow />
        </a>
      }
    />
  );
}
