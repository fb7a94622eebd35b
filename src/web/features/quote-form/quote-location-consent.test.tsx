import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT } from '@shared/consent';
import { EIRCODE_MESSAGE } from '@shared/eircode';
import {
  fill,
  fillRequired,
  installFetchMock,
  jsonResponse,
  renderForm,
  submitButton,
} from './quote-form-test-helpers';

/** The form asks where the job is (county, Eircode) and the consent it is sent with. */
const fetchMock = installFetchMock();

describe('QuoteForm county', () => {
  it('refuses a missing county on its own, keeps what was typed, and clears the message once chosen', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 5 }));
    const visit = renderForm();
    await fillRequired(user);
    const county = screen.getByRole('combobox', { name: 'County' });
    await user.selectOptions(county, '');
    await user.click(submitButton());
    expect(
      await screen.findByText('Please fill in the following required fields: County'),
    ).toBeInTheDocument();
    expect(county).toHaveAttribute('aria-invalid', 'true');
    expect(county).toHaveAccessibleDescription('Please choose your county');
    await waitFor(() => expect(county).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mary');
    expect(screen.getByRole('checkbox', { name: /^I agree that/ })).toBeChecked();

    await user.selectOptions(county, 'Kerry');
    expect(county).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton());
    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      county: 'Kerry',
    });
  });
});

describe('QuoteForm consent', () => {
  it('shows the versioned wording, unticked, with a link to the privacy policy', () => {
    renderForm();
    const consent = screen.getByRole('checkbox', { name: CONSENT_TEXT });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAttribute('aria-required');
    expect(screen.getByRole('checkbox', { name: /news and offers/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('asks for consent before sending, and sends the marketing choice', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 4 }));
    const visit = renderForm();
    await fillRequired(user);
    const consent = screen.getByRole('checkbox', { name: /^I agree that/ });
    await user.click(consent); // untick it again
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please agree to share your details with our partner installers'),
    ).toHaveLength(2); // the toast and the message under the box
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(consent);
    await user.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    await user.click(submitButton());
    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ consent: true, marketing_opt_in: true });
  });
});

describe('QuoteForm Eircode', () => {
  it('refuses a malformed Eircode with its message and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    const eircode = screen.getByRole('textbox', { name: 'Eircode' });
    await fill(user, eircode, 'B12 3456');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid Eircode')).toBeInTheDocument();
    expect(screen.getAllByText(EIRCODE_MESSAGE)).toHaveLength(2); // the toast and the field
    expect(eircode).toHaveAttribute('aria-invalid', 'true');
    expect(eircode).toHaveAccessibleDescription(EIRCODE_MESSAGE);
    await waitFor(() => expect(eircode).toHaveFocus());
    expect(eircode).toHaveValue('B12 3456');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names missing fields first but still marks a malformed Eircode', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByRole('textbox', { name: 'Eircode' }), 'nonsense');
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Eircode')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Eircode' })).toHaveAccessibleDescription(
      EIRCODE_MESSAGE,
    );
  });

  it('tidies a valid Eircode on leaving the field and sends the "A65 F4E2" form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 6 }));
    const visit = renderForm();
    await fillRequired(user);
    const eircode = screen.getByRole('textbox', { name: 'Eircode' });
    await fill(user, eircode, ' d02x285 ');
    await user.tab();
    expect(eircode).toHaveValue('D02 X285');
    await user.clear(eircode);
    await fill(user, eircode, 'a65f4e2');
    await user.click(submitButton());
    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      eircode: 'A65 F4E2',
    });
  });
});
