import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicPageData } from '@shared/ssr-contract';
import { rememberInstallersSent } from '@/lib/installers-sent';
import { PageDataContext } from '../page-data';
import { ThankYouFigures } from './thank-you-figures';

const data = (median: number | null): PublicPageData => ({
  path: '/thank-you',
  page: null,
  campaign: null,
  figures: { homeowners_this_year: 10, median_minutes_to_accept: median, active_installers: 3 },
});

function show(median: number | null) {
  return render(
    <PageDataContext.Provider value={data(median)}>
      <ThankYouFigures />
    </PageDataContext.Provider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('ThankYouFigures', () => {
  it('shows how many installers the request went to and the median minutes to accept', async () => {
    rememberInstallersSent(3);
    show(38);
    expect(await screen.findByText('Your request went to 3 installers')).toBeTruthy();
    expect(screen.getByText('38 minutes to accept')).toBeTruthy();
    expect(
      screen.getByText(/median time our installers took to accept a request over the last 30 days/),
    ).toBeTruthy();
  });

  it('says so when no installer has the request yet, and leaves out a median it does not have', async () => {
    rememberInstallersSent(0);
    show(null);
    expect(await screen.findByText('No installer has your details yet')).toBeTruthy();
    expect(screen.queryByText(/to accept/)).toBeNull();
  });

  it('shows nothing without a count or a median (a visit straight to the page)', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
  });
});
