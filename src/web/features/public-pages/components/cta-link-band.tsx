import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useActiveCampaign } from '../campaign';
import { quoteFormHref } from '../nav-links';
import { CtaArrow, CtaBand } from './cta-band';

/** The closing band of inner pages: its button links to the quote form, inside the campaign. */
export function CtaLinkBand({
  cta,
}: {
  cta: { title: string; subtitle: string; buttonText: string };
}) {
  const { pathname } = useLocation();
  const href = quoteFormHref(pathname, useActiveCampaign());
  return (
    <CtaBand
      title={cta.title}
      subtitle={cta.subtitle}
      action={
        <Button asChild variant="accent" size="lg" className="h-13 px-8 text-base">
          <Link to={href}>
            {cta.buttonText}
            <CtaArrow />
          </Link>
        </Button>
      }
    />
  );
}
