import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('links the label to the control and the error to its description', () => {
    render(
      <Field label="Name" error="Name is required" hint="As it appears on the invoice" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/Name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As it appears on the invoice Name is required');
  });

  it('leaves a valid control unmarked', () => {
    render(<Field label="Phone">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
