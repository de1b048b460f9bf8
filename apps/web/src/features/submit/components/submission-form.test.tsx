import { submissionMessages } from '@lss/shared/submission-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/http.ts';
import { SubmissionForm } from './submission-form.island.tsx';

function setup(send: (form: FormData) => Promise<string>) {
  const user = userEvent.setup();
  render(
    <>
      <SubmissionForm send={send} />
      <Toaster />
    </>,
  );
  const fill = async () => {
    await user.type(screen.getByLabelText('Name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Title'), 'On precedent');
    await user.type(screen.getByLabelText('Article'), 'Stare decisis keeps the law steady.');
  };
  return { user, fill, submit: () => user.click(screen.getByRole('button', { name: 'Submit Article' })) };
}

describe('SubmissionForm', () => {
  it('shows each problem under its field, sends nothing and focuses the first field to fix', async () => {
    const send = vi.fn(async () => 'ok');
    const form = setup(send);
    await form.user.type(screen.getByLabelText('Email'), 'not-an-email');
    await form.submit();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Article is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a picture that is not an image', async () => {
    const send = vi.fn(async () => 'ok');
    const form = setup(send);
    await form.fill();
    const pdf = new File(['%PDF-1.4'], 'article.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/Image/), pdf);
    await form.submit();
    expect(screen.getByText(submissionMessages.imageOnly)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows Submitting..., then the thank-you toast and a cleared form', async () => {
    let finish: (value: string) => void = () => {};
    const send = vi.fn((_form: FormData) => new Promise<string>((resolve) => (finish = resolve)));
    const form = setup(send);
    await form.fill();
    await form.submit();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const sent = send.mock.calls[0]?.[0] as FormData;
    expect(sent.get('name')).toBe('Ada Obi');
    expect(sent.get('website')).toBe('');
    expect(sent.has('image')).toBe(false);
    finish(submissionMessages.received);
    expect(await screen.findByText(submissionMessages.received)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Article' })).toBeEnabled();
  });

  it("shows the server's field errors and its message in a toast", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed.', 'Validation failed.', {
        email: 'Email is taken by a robot.',
      });
    });
    const form = setup(send);
    await form.fill();
    await form.submit();
    expect(await screen.findByText('Validation failed.')).toBeInTheDocument();
    expect(screen.getByText('Email is taken by a robot.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('On precedent');
  });
});

describe('checkSubmission', () => {
  it('uses the same words as the shared schema the server applies', async () => {
    const { submissionInput } = await import('@lss/shared/submissions');
    const { flattenIssues } = await import('@lss/shared/validation');
    const { checkSubmission } = await import('./submission-form.island.tsx');
    const cases = [
      { name: '', email: '', title: '', article: '' },
      { name: ' Ada ', email: 'ada@', title: 'x'.repeat(201), article: 'ok' },
      { name: 'n'.repeat(121), email: 'ada@example.org', title: 'T', article: ' ' },
    ];
    for (const values of cases) {
      const parsed = submissionInput.safeParse(values);
      const expected = parsed.success ? {} : flattenIssues(parsed.error.issues);
      expect(checkSubmission(values)).toEqual(expected);
    }
  });
});
