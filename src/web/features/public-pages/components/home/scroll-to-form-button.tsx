import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CtaArrow } from '../cta-band';
import { SCROLL_TO_FORM_ATTRIBUTE } from './scroll-to-quote-form';

/** A call to action on the home page: brings the quote form on the same page into view. */
export function ScrollToFormButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      {...{ [SCROLL_TO_FORM_ATTRIBUTE]: '' }}
      className={cn(buttonClasses('accent', 'lg'), className)}
    >
      {label}
      <CtaArrow />
    </button>
  );
}
