import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '@shared/content-schema';
import { PageCard } from './page-row';

const page: ContentPage = {
  id: 7,
  url: '/dublin',
  sublink: 'dublin',
  content: {},
  is_published: true,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  has_draft: true,
  draft_saved_at: '2026-11-27T10:00:00.000Z',
  draft_saved_by: 'Administrator',
  version: 3,
  published_at: '2026-11-26T10:00:00.000Z',
  schedule: {
    publish: {
      id: 1,
      at: '2026-12-01T09:30:00.000Z',
      failed: 'The draft cannot be published: content.hero.badge: Must be text',
    },
    unpublish: { id: 2, at: '2026-07-01T17:00:00.000Z', failed: null },
  },
};

describe('a page in the list', () => {
  it('shows its unpublished draft, its schedule in Irish time and a failed run', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PageCard
            kind="index"
            page={page}
            busyId={null}
            onTogglePublish={vi.fn()}
            onDelete={vi.fn()}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Draft not published')).toBeTruthy();
    expect(screen.getByText('Publishes 1 Dec 2026, 09:30')).toBeTruthy();
    // Summer time: 17:00 UTC is 18:00 in Dublin.
    expect(screen.getByText('Unpublishes 1 Jul 2026, 18:00')).toBeTruthy();
    expect(
      screen.getByText('Failed: The draft cannot be published: content.hero.badge: Must be text'),
    ).toBeTruthy();
  });
});
