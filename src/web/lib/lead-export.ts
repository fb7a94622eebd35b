import { useMutation } from '@tanstack/react-query';
import { exportFileName, type ExportFormat } from '@shared/lead-export';
import type { LeadFilter } from '@shared/lead-schema';
import { isNumericId } from '@shared/row-id';
import { downloadFile } from './api-client';
import { errorMessage } from './error-message';

export const EXPORT_ERROR = 'Failed to export quotes CSV';

/** What to export: the selected leads, every lead matching the list's filters, or every lead. */
export type LeadExportSelection = { ids: readonly string[] } | { filters: LeadFilter } | 'all';

/** The request and its file name, SPEC's names (every lead keeps the server's default name). */
function exportRequest(selection: LeadExportSelection, format: ExportFormat) {
  if (selection === 'all') return { query: {}, fileName: exportFileName('all', format) };
  if ('ids' in selection) {
    return {
      query: { ids: selection.ids.filter(isNumericId).join(',') },
      fileName: exportFileName('selected', format),
    };
  }
  return { query: { ...selection.filters }, fileName: exportFileName('filtered', format) };
}

const ACCEPT = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function exportLeads(selection: LeadExportSelection, format: ExportFormat): Promise<void> {
  const { query, fileName } = exportRequest(selection, format);
  try {
    await downloadFile(`/quote/export/${format}`, query, fileName, ACCEPT[format]);
  } catch (error) {
    console.error(EXPORT_ERROR, error);
    throw new Error(errorMessage(error, EXPORT_ERROR));
  }
}

/**
 * The one way the back office downloads leads (lead lists and the admin dashboard): SPEC's CSV,
 * or the same rows as an Excel workbook.
 */
export function useExportLeads(format: ExportFormat = 'csv') {
  return useMutation({
    mutationFn: (selection: LeadExportSelection) => exportLeads(selection, format),
  });
}
