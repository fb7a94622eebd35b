/** The failure texts of the lead screens; a failed export has its own (src/web/lib/lead-export.ts). */
export const LEAD_ERRORS = {
  fetchList: 'Failed to fetch quotes',
  store: 'Failed to store quote',
  update: 'Failed to update quote',
  delete: 'Failed to delete quote',
  fetchOne: 'Failed to fetch quote',
} as const;
