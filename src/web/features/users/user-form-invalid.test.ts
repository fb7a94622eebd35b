import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missesRequiredFields, toastInvalidUserForm } from './user-form-invalid';

const filled = { name: 'Aoife', email: 'aoife@wq.ie', password: '' };

describe('a user form its checks refused', () => {
  it('misses the required fields when name or e-mail is blank, and the password only on add', () => {
    expect(missesRequiredFields(filled, false)).toBe(false);
    expect(missesRequiredFields(filled, true)).toBe(true);
    expect(missesRequiredFields({ ...filled, name: '  ' }, false)).toBe(true);
    expect(missesRequiredFields({ ...filled, email: '' }, false)).toBe(true);
  });

  it('asks for the required fields, or names the first problem under the form’s failure title', async () => {
    toastInvalidUserForm(
      { ...filled, email: ' ' },
      {},
      {
        failureTitle: 'Failed to update user',
        passwordRequired: false,
      },
    );
    expect(await screen.findByText('Please fill in required fields')).toBeInTheDocument();

    toastInvalidUserForm(
      filled,
      { email: { type: 'custom', message: 'Email must be a valid e-mail address' } },
      { failureTitle: 'Failed to add user', passwordRequired: false },
    );
    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
  });
});
