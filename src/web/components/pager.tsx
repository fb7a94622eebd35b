import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PagerProps {
  /** "Showing 1–25 of 40", announced when the page changes. */
  text: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (direction: -1 | 1) => void;
}

/** Previous and Next under a paged list. */
export function Pager({ text, hasPrevious, hasNext, onPage }: PagerProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {text}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(-1)} disabled={!hasPrevious}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(1)} disabled={!hasNext}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
