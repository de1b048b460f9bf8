import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

describe('Field', () => {
  it('ties its visible label to the control and marks it required', () => {
    render(
      <Field id="contact-email" label="Email" required>
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'contact-email');
    expect(input).toBeRequired();
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces its error with the control, before the hint', () => {
    render(
      <Field id="submit-image" label="Image" hint="A JPEG or PNG picture." error="Only images, please.">
        {(control) => <input {...control} type="file" />}
      </Field>,
    );
    const input = screen.getByLabelText('Image');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Only images, please. A JPEG or PNG picture.');
    expect(input).not.toBeRequired();
    expect(screen.getByText('Only images, please.')).toHaveClass('text-error');
  });

  it('keeps the hint alone when there is nothing to fix', () => {
    render(
      <Field id="episode-search" label="Search episodes" hint="Title or guest.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Search episodes' });
    expect(box).toHaveAccessibleDescription('Title or guest.');
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
