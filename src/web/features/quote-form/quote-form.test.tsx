import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fill,
  fillRequired,
  homeWith,
  installFetchMock,
  jsonResponse,
  renderForm,
  submitButton,
} from './quote-form-test-helpers';

const fetchMock = installFetchMock();

describe('QuoteForm fields', () => {
  it('labels every control and uses the right input types', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Additional Information' })).toHaveAttribute(
      'rows',
      '4',
    );
    for (const name of [
      'Property Address',
      'County',
      'Eircode',
      'Property Type',
      'Window Type',
      'Number of Windows',
      'Preferred Timeframe',
      'Preferred Material',
      'Glazing Type',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${name}`))).toBeInTheDocument();
    }
    const eircode = screen.getByRole('textbox', { name: 'Eircode' });
    expect(eircode).toHaveAttribute('placeholder', 'A65 F4E2');
    expect(eircode).toHaveAttribute('autocomplete', 'postal-code');
    expect(eircode).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Property Address' })).toHaveAttribute(
      'placeholder',
      'Street and town',
    );
  });

  it('offers the 26 counties, none chosen at first', () => {
    renderForm();
    const county = screen.getByRole('combobox', { name: 'County' });
    const options = within(county).getAllByRole('option');
    expect(options).toHaveLength(27);
    expect(options.map((o) => o.textContent).slice(0, 3)).toEqual(['Select…', 'Carlow', 'Cavan']);
    expect(county).toHaveValue('');
  });

  it('offers the default options with a "Select…" choice when the content lists are empty', () => {
    renderForm(homeWith({ quoteOptions: { property_types: [], glazing_types: ['', '  '] } }));
    const propertyType = screen.getByRole('combobox', { name: 'Property Type' });
    expect(
      within(propertyType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select…',
      'House',
      'Apartment',
      'Bungalow',
      'Townhouse',
      'Commercial Property',
      'Other',
    ]);
    const glazing = screen.getByRole('combobox', { name: 'Glazing Type' });
    expect(within(glazing).getAllByRole('option')).toHaveLength(5);
    expect(propertyType).toHaveValue('');
  });

  it('drops blank entries from configured lists', () => {
    renderForm(homeWith({ quoteOptions: { window_types: ['Sash', ' ', '', 'Bay'] } }));
    const windowType = screen.getByRole('combobox', { name: 'Window Type' });
    expect(
      within(windowType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Sash', 'Bay']);
  });

  it('auto-fills a select that has exactly one option and no value', () => {
    renderForm(
      homeWith({ quoteOptions: { property_types: ['Bungalow'], window_materials: ['', 'Wood'] } }),
    );
    expect(screen.getByRole('combobox', { name: 'Property Type' })).toHaveValue('Bungalow');
    expect(screen.getByRole('combobox', { name: 'Preferred Material' })).toHaveValue('Wood');
    expect(screen.getByRole('combobox', { name: 'Window Type' })).toHaveValue('');
  });

  it('starts from the content defaults and takes labels and placeholders from the content', () => {
    renderForm(
      homeWith({
        quoteDefaults: { property_address: 'Main St, Cork', number_of_windows: '3-5' },
        quoteForm: {
          labels: { firstName: 'Your first name', submitText: 'Send it' },
          placeholders: { email: 'you@home.ie' },
        },
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Property Address' })).toHaveValue('Main St, Cork');
    expect(screen.getByRole('combobox', { name: 'Number of Windows' })).toHaveValue('3-5');
    expect(screen.getByRole('textbox', { name: 'Your first name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'you@home.ie',
    );
    expect(screen.getByRole('button', { name: 'Send it' })).toBeInTheDocument();
  });
});

describe('QuoteForm required fields', () => {
  it('an empty submit lists every missing label and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please fill in the following required fields: First Name, Last Name, Email, Mobile Number, County, Additional Information',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveAccessibleDescription(
      'Please choose your county',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
  });

  it('treats only spaces as missing and names the labels from the content', async () => {
    const user = userEvent.setup();
    renderForm(homeWith({ quoteForm: { labels: { mobile: 'Phone', lastName: 'Surname' } } }));
    await fill(user, screen.getByRole('textbox', { name: 'First Name' }), 'Mary');
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), '   ');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'mary@example.ie');
    await fill(user, screen.getByRole('textbox', { name: 'Additional Information' }), ' \n ');
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Please fill in the following required fields: Surname, Phone, County, Additional Information',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('QuoteForm submit', () => {
  it('posts the thirteen fields with the page path and an idempotency key, then goes to /thank-you', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const visit = renderForm(undefined, '/dublin');
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: 'Property Address' }), '1 Quay St');
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'Galway');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property Type' }), 'House');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Glazing Type' }), 'Not Sure');
    await user.click(submitButton());

    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/quote');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Mary',
      last_name: 'Murphy',
      email: 'mary@example.ie',
      mobile_number: '087 123 4567',
      additional_info: 'Six windows',
      url_type: '/dublin',
      property_address: '1 Quay St',
      county: 'Galway',
      eircode: '',
      property_type: 'House',
      window_type: '',
      number_of_windows: '',
      preferred_timeframe: '',
      window_material: '',
      glazing_type: 'Not Sure',
      consent: true,
      marketing_opt_in: false,
    });
  });

  it("shows the server's message and field errors, keeps what was typed, and retries with the same key", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        message: 'Please correct the highlighted fields.',
        errors: { mobile_number: 'Mobile number must be a valid phone number' },
      }),
    );
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please correct the highlighted fields. Please check your information and try again.',
      ),
    ).toBeInTheDocument();
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(mobile).toHaveAccessibleDescription('Mobile number must be a valid phone number');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mary');
    expect(submitButton()).toBeEnabled();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 2 }));
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const key = (call: number) =>
      (fetchMock.mock.calls[call]![1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });

  it('says the request was not saved while the database is away, keeping every answer', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, {
        message:
          'We could not save your request just now because our system is briefly unavailable.',
      }),
    );
    const visit = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'We could not save your request just now because our system is briefly unavailable. Please check your information and try again.',
      ),
    ).toBeInTheDocument();
    expect(visit.path).not.toBe('/thank-you');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mary');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).not.toHaveValue('');
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to the error message when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Could not reach the server. Please check your connection. Please check your information and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('ignores a second submit while the first is in flight', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const visit = renderForm();
    await fillRequired(user);
    const form = submitButton().closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse(201, { id: 3 })));
    await waitFor(() => expect(visit.path).toBe('/thank-you'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
