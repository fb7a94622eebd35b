/** The 34 lucide icon names an editor may choose. */
export const ICON_NAMES = [
  'User',
  'Mail',
  'Phone',
  'Hash',
  'FileText',
  'List',
  'CheckSquare',
  'Circle',
  'MapPin',
  'Calendar',
  'Clock',
  'Building',
  'Users',
  'CreditCard',
  'Lock',
  'Key',
  'Globe',
  'MessageSquare',
  'Search',
  'Settings',
  'Home',
  'Briefcase',
  'Heart',
  'Star',
  'Tag',
  'Camera',
  'Upload',
  'Download',
  'Link',
  'Eye',
  'EyeOff',
  'Shield',
  'AlertCircle',
  'Info',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const DEFAULT_ICON: IconName = 'Star';

/** The 8 accent colours for benefits; anything else falls back to blue. */
export const COLOR_NAMES = [
  'green',
  'blue',
  'purple',
  'orange',
  'red',
  'yellow',
  'indigo',
  'pink',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

export const DEFAULT_COLOR: ColorName = 'blue';

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}

export function toColorName(value: unknown): ColorName {
  return typeof value === 'string' && (COLOR_NAMES as readonly string[]).includes(value)
    ? (value as ColorName)
    : DEFAULT_COLOR;
}
