import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { isNumericId } from '../lead-row';
import { LEAD_ERRORS, type LeadFilters } from '../lead-store';

/** Download the CSV: the selected ids, or every lead matching the filters. */
async function exportLeads(selection: { ids: readonly string[] } | LeadFilters): Promise<void> {
  const bySelection = 'ids' in selection;
  try {
    await downloadFile(
      '/quote/export/csv',
      bySelection ? { ids: selection.ids.filter(isNumericId).join(',') } : { ...selection },
      bySelection ? 'quotes_selected.csv' : 'quotes_filtered.csv',
    );
  } catch (error) {
    console.error(LEAD_ERRORS.export, error);
    throw new Error(errorMessage(error, LEAD_ERRORS.export));
  }
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}
