import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '@shared/dashboard';
import { LeadStats } from './lead-stats';

const summary = (capped: boolean): LeadSummary => ({
  total: 2000,
  byStatus: { new: 696, contacted: 369, quoted: 290, converted: 321, lost: 325 },
  conversionRate: 16,
  ...(capped ? { capped: true } : {}),
});

/** The phone's one-line figures: each label followed by its value. */
const figure = (label: string) => screen.getAllByText(label)[0]!.nextElementSibling?.textContent;

describe('LeadStats', () => {
  it('shows a search counted past its cap as lower bounds', () => {
    render(<LeadStats summary={summary(true)} />);
    expect(figure('Total Leads')).toBe('2,000+');
    expect(figure('New Leads')).toBe('696+');
    expect(figure('Converted')).toBe('321+');
    expect(figure('Conversion Rate')).toBe('16%');
  });

  it('shows exact counts as they are', () => {
    render(<LeadStats summary={summary(false)} />);
    expect(figure('Total Leads')).toBe('2000');
    expect(figure('New Leads')).toBe('696');
    expect(figure('Converted')).toBe('321');
  });
});
