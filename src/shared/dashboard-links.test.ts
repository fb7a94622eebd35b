import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, figureLink, figureSearch } from './dashboard-links.js';
import { LEAD_QUEUE_FILTERS } from './lead-schema.js';

describe('dashboard figure links', () => {
  it('open the panel list with the figure status or filter', () => {
    expect(figureLink('/admin', 'all')).toBe('/admin/leads');
    expect(figureLink('/manager', 'today')).toBe('/manager/leads?filter=today&owner=all');
    expect(figureLink('/admin', 'contacted')).toBe('/admin/leads?status=contacted');
    expect(figureLink('/manager', 'followUp')).toBe('/manager/leads?filter=followup&owner=all');
    expect(figureSearch('needsConsent')).toBe('filter=needs_consent');
  });

  it('only use filters the list knows', () => {
    for (const figure of Object.values(DASHBOARD_FIGURES)) {
      const filter = (figure.query as { filter?: string }).filter;
      if (filter) expect(LEAD_QUEUE_FILTERS).toContain(filter);
    }
  });
});
