import { useMutation } from '@tanstack/react-query';
import type { LeadFilter } from '@shared/lead-schema';
import { isNumericId } from '@shared/row-id';
import { downloadFile } from './api-client';
import { errorMessage } from './error-message';

export const EXPORT_ERROR = 'Failed to export quotes CSV';

/** What to export: the selected leads, every lead matching the list's filters, or every lead. */
export type LeadExportSelection = { ids: readonly string[] } | { filters: LeadFilter } | 'all';

/** The CSV request and its file name (every lead keeps the server's default name). */
function exportRequest(selection: LeadExportSelection) {
  if (selection === 'all') return { query: {}, fileName: 'quotes_export.csv' };
  if ('ids' in selection) {
    return {
      query: { ids: selection.ids.filter(isNumericId).join(',') },
      fileName: 'quotes_selected.csv',
    };
  }
  return { query: { ...selection.filters }, fileName: 'quotes_filtered.csv' };
}

async function exportLeads(selection: LeadExportSelection): Promise<void> {
  const { query, fileName } = exportRequest(selection);
  try {
    await downloadFile('/quote/export/csv', query, fileName);
  } catch (error) {
    console.error(EXPORT_ERROR, error);
    throw new Error(errorMessage(error, EXPORT_ERROR));
  }
}

/** The one way the back office downloads leads as CSV (lead lists and the admin dashboard). */
export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}
