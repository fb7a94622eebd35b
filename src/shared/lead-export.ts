import type { LeadFilter } from './lead-schema.js';

/** The two files the back office exports leads as: SPEC's CSV, and Excel beside it. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** SPEC's names: the selected rows, the filtered list, or everything (the server's default). */
const EXPORT_BASE_NAMES = {
  selected: 'quotes_selected',
  filtered: 'quotes_filtered',
  all: 'quotes_export',
} as const;
export type ExportScope = keyof typeof EXPORT_BASE_NAMES;

export const exportFileName = (scope: ExportScope, format: ExportFormat) =>
  `${EXPORT_BASE_NAMES[scope]}.${format}`;

/** The filters of an export that narrow it (blank ones and status "all" do not), for its audit entry. */
export function activeExportFilters(filter: LeadFilter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => {
      if (typeof value === 'string')
        return value.trim() !== '' && !(key === 'status' && value === 'all');
      return value !== undefined && value !== null;
    }),
  );
}
