import { toColorName, type ColorName } from '@shared/icons';

/** Tailwind classes per accent colour; written out in full so Tailwind keeps them. */
const ACCENTS: Record<ColorName, { soft: string; solid: string; swatch: string }> = {
  green: {
    soft: 'bg-emerald-50 text-emerald-700',
    solid: 'bg-emerald-600 text-white',
    swatch: 'bg-emerald-500',
  },
  blue: {
    soft: 'bg-blue-50 text-blue-700',
    solid: 'bg-blue-600 text-white',
    swatch: 'bg-blue-500',
  },
  purple: {
    soft: 'bg-violet-50 text-violet-700',
    solid: 'bg-violet-600 text-white',
    swatch: 'bg-violet-500',
  },
  orange: {
    soft: 'bg-orange-50 text-orange-700',
    solid: 'bg-orange-600 text-white',
    swatch: 'bg-orange-500',
  },
  red: { soft: 'bg-red-50 text-red-700', solid: 'bg-red-600 text-white', swatch: 'bg-red-500' },
  yellow: {
    soft: 'bg-amber-50 text-amber-800',
    solid: 'bg-amber-500 text-white',
    swatch: 'bg-amber-400',
  },
  indigo: {
    soft: 'bg-indigo-50 text-indigo-700',
    solid: 'bg-indigo-600 text-white',
    swatch: 'bg-indigo-500',
  },
  pink: {
    soft: 'bg-pink-50 text-pink-700',
    solid: 'bg-pink-600 text-white',
    swatch: 'bg-pink-500',
  },
};

/** Classes for a colour name; any other value falls back to blue. */
export function accentClasses(color: unknown) {
  return ACCENTS[toColorName(color)];
}
