import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface StringListEditorProps {
  label: string;
  /** Names one entry in buttons and screen-reader labels ("Bullet point 2"). */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  max?: number;
  hint?: string;
}

/** An editable list of short texts: bullets, trust indicators, paragraphs, options. */
export function StringListEditor({
  label,
  itemLabel,
  items,
  onChange,
  max,
  hint,
}: StringListEditorProps) {
  const id = useId();
  const full = max !== undefined && items.length >= max;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <div id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </div>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {items.length === 0 ? <p className="text-sm italic text-slate-500">None yet.</p> : null}
      <ul className="space-y-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              onChange={(event) =>
                onChange(items.map((entry, at) => (at === index ? event.target.value : entry)))
              }
            />
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-slate-500 hover:text-red-600"
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <X />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" disabled={full} onClick={() => onChange([...items, ''])}>
        <Plus /> Add {itemLabel}
      </Button>
    </div>
  );
}
