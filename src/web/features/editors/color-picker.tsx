import { Check } from 'lucide-react';
import { COLOR_NAMES, toColorName, type ColorName } from '@shared/icons';
import { accentClasses } from '@/lib/accent-colors';
import { cn } from '@/lib/cn';

interface ColorPickerProps {
  label: string;
  value: string;
  onChange: (color: ColorName) => void;
}

/** The 8 accent colours as named swatches; an unknown value shows as blue. */
export function ColorPicker({ label, value, onChange }: ColorPickerProps) {
  const current = toColorName(value);
  return (
    <div className="space-y-1.5">
      <div className="text-sm font-medium text-slate-800">Colour</div>
      <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
        {COLOR_NAMES.map((color) => {
          const selected = color === current;
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={color}
              onClick={() => onChange(color)}
              className={cn(
                'flex items-center gap-1.5 rounded-full border py-1 pl-1 pr-2.5 text-xs capitalize transition-colors',
                selected
                  ? 'border-slate-900 bg-white font-semibold text-slate-900'
                  : 'border-slate-200 text-slate-600 hover:border-slate-400',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-5 items-center justify-center rounded-full text-white',
                  accentClasses(color).swatch,
                )}
              >
                {selected ? <Check className="size-3" /> : null}
              </span>
              {color}
            </button>
          );
        })}
      </div>
    </div>
  );
}
