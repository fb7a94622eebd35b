import { useMemo, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { ICON_NAMES, type IconName } from '@shared/icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface IconPickerProps {
  /** What the icon belongs to, e.g. "Feature 2 icon". */
  label: string;
  value: string;
  onChange: (icon: IconName) => void;
}

/** The 34 editor icons as a searchable grid of icons with their names. */
export function IconPicker({ label, value, onChange }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return ICON_NAMES.filter((name) => name.toLowerCase().includes(needle));
  }, [query]);

  function choose(name: IconName) {
    onChange(name);
    setOpen(false);
    setQuery('');
  }

  return (
    <div className="space-y-1.5">
      <div className="text-sm font-medium text-slate-800">Icon</div>
      <Button
        variant="outline"
        className="w-full justify-between font-normal"
        aria-label={`${label}: ${value}`}
        onClick={() => setOpen(true)}
      >
        <span className="flex items-center gap-2">
          <Icon name={value} className="size-4 text-brand-700" />
          {value}
        </span>
        <ChevronDown className="opacity-60" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Choose an icon"
        description={label}
        className="max-w-2xl"
      >
        <div className="relative mb-4">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label="Search icons"
            placeholder="Search icons"
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {matches.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">No icon matches “{query}”.</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {matches.map((name) => (
              <button
                key={name}
                type="button"
                aria-label={name}
                aria-pressed={name === value}
                onClick={() => choose(name)}
                className={cn(
                  'flex flex-col items-center gap-1.5 rounded-lg border px-1 py-3 text-xs text-slate-700 transition-colors hover:border-brand-500 hover:bg-brand-50',
                  name === value
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-200',
                )}
              >
                <Icon name={name} className="size-5" />
                <span className="max-w-full text-center text-[11px] leading-tight [overflow-wrap:anywhere]">
                  {name}
                </span>
              </button>
            ))}
          </div>
        )}
      </Dialog>
    </div>
  );
}
