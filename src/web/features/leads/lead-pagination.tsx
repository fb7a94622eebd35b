import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showingText } from './lead-list-params';

interface LeadPaginationProps {
  offset: number;
  count: number;
  total: number;
  /** The total is a lower bound (X-Total-Count-Capped). */
  capped?: boolean;
  pageSize: number;
  onPage: (direction: -1 | 1) => void;
}

export function LeadPagination({
  offset,
  count,
  total,
  capped = false,
  pageSize,
  onPage,
}: LeadPaginationProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(offset, count, total, capped)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(-1)} disabled={offset === 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(1)}
          disabled={offset + pageSize >= total}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
