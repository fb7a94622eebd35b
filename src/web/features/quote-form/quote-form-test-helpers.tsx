import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { resolveContent, type HomeContent } from '@shared/default-content';
import { Toaster } from '@/components/ui/toaster';
import { QuoteForm } from './quote-form';

type User = ReturnType<typeof userEvent.setup>;

/** One fetch mock per test file, reset and installed before each test. */
export function installFetchMock() {
  const fetchMock = vi.fn<typeof fetch>();
  // Each test drives a whole form; allow for a machine busy with other builds.
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    // Toasts live in a module-level store: clear them so one test never sees another's.
    sonner.dismiss();
  });
  return fetchMock;
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The form on a page at `path`; `visit.path` becomes /thank-you once the form moves on. */
export function renderForm(content: HomeContent = resolveContent('index', undefined), path = '/') {
  const visit = { path };
  render(
    <>
      <QuoteForm
        content={content}
        pagePath={path}
        onSent={() => {
          visit.path = '/thank-you';
        }}
      />
      <Toaster />
    </>,
  );
  return visit;
}

export function homeWith(overrides: unknown): HomeContent {
  return resolveContent('index', overrides);
}

export const submitButton = () =>
  screen.getByRole('button', { name: /get my free quotes|submitting/i });

/** Paste rather than type: as real for these tests, and fast on a busy machine. */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillRequired(user: User) {
  await fill(user, screen.getByRole('textbox', { name: 'First Name' }), 'Mary');
  await fill(user, screen.getByRole('textbox', { name: 'Last Name' }), 'Murphy');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'mary@example.ie');
  await fill(user, screen.getByRole('textbox', { name: 'Mobile Number' }), '087 123 4567');
  await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'Cork');
  await fill(user, screen.getByRole('textbox', { name: 'Additional Information' }), 'Six windows');
  await user.click(screen.getByRole('checkbox', { name: /^I agree that/ }));
}
