import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetVerification, readPendingVerification } from '@/lib/pending-verification';
import {
  fillRequired,
  installFetchMock,
  jsonResponse,
  renderForm,
  submitButton,
} from './quote-form-test-helpers';

const fetchMock = installFetchMock();

const verification = {
  required: true,
  ref: 'abcdefghijklmnopqrstuv',
  expires_at: '2026-11-28T12:15:00.000Z',
  resend_after_seconds: 60,
};

describe('QuoteForm while the phone code is awaited (decision 0925)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the reference and the form as typed, and refills the form from them', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7, verification }));
    const visit = renderForm(undefined, '/dublin');
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(visit.path).toBe('/thank-you'));

    expect(readPendingVerification()).toMatchObject({
      ref: verification.ref,
      expiresAt: verification.expires_at,
      mobileHint: 'ending 567',
      formPath: '/dublin',
    });
    // Back on the form page: what was typed is there again.
    cleanup();
    renderForm(undefined, '/dublin');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mary@example.ie'),
    );
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('087 123 4567');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('Cork');
    // Consent is asked again, never ticked for them.
    expect(screen.getByRole('checkbox', { name: /^I agree that/ })).not.toBeChecked();

    // Once the code is confirmed the browser keeps nothing, and the form starts empty.
    forgetVerification();
    cleanup();
    renderForm(undefined, '/dublin');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('keeps nothing when the request needs no code', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 8 }));
    const visit = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    expect(readPendingVerification()).toBeUndefined();
    expect(sessionStorage.getItem('quote_draft')).toBeNull();
  });
});
