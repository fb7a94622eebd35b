import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CtaArrow } from './cta-band';

/** The call-to-action button of inner pages: a link to the home page's quote form. */
export function CtaLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="accent" size="lg" className="h-13 px-8 text-base">
      <Link to={to}>
        {label}
        <CtaArrow />
      </Link>
    </Button>
  );
}
