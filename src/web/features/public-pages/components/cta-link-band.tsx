import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { QUOTE_FORM_ID } from '../nav-links';
import { CtaArrow, CtaBand } from './cta-band';

/** The closing band of inner pages: its button links to the home page's quote form. */
export function CtaLinkBand({
  cta,
}: {
  cta: { title: string; subtitle: string; buttonText: string };
}) {
  return (
    <CtaBand
      title={cta.title}
      subtitle={cta.subtitle}
      action={
        <Button asChild variant="accent" size="lg" className="h-13 px-8 text-base">
          <Link to={`/#${QUOTE_FORM_ID}`}>
            {cta.buttonText}
            <CtaArrow />
          </Link>
        </Button>
      }
    />
  );
}
