import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/http.ts';
import { SubscribeBox } from './subscribe-box.tsx';

const SENT = 'Check your inbox: we sent you a link to confirm your subscription.';

function setup(send: (input: { email: string; name: string }) => Promise<{ message: string }>) {
  const user = userEvent.setup();
  render(<SubscribeBox id="box" tone="light" send={send} />);
  return {
    user,
    email: screen.getByLabelText('Email'),
    name: screen.getByLabelText('Name (optional)'),
    submit: () => user.click(screen.getByRole('button', { name: 'Subscribe' })),
  };
}

describe('SubscribeBox', () => {
  it('is a plain form before hydration: it posts e-mail and name to the server', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SubscribeBox id="footer" tone="dark" />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter/subscribe');
    expect(form.querySelector('input[name="email"]')).toHaveAttribute('type', 'email');
    expect(form.querySelector('input[name="name"]')).not.toBeNull();
    expect(page.querySelector('label[for="footer-email"]')?.textContent).toBe('Email');
  });

  it('sends the trimmed e-mail and name and announces the answer in place of the form', async () => {
    const send = vi.fn(async () => ({ message: SENT }));
    const box = setup(send);
    await box.user.type(box.email, '  ada@student.test ');
    await box.user.type(box.name, 'Ada');
    await box.submit();
    expect(send).toHaveBeenCalledWith({ email: 'ada@student.test', name: 'Ada' });
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it("announces the server's message for the e-mail and ties it to the field", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'bad', 'Some fields are missing or invalid.', {
        email: 'Enter a valid email address.',
      });
    });
    const box = setup(send);
    await box.user.type(box.email, 'nobody');
    await box.submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a valid email address.');
    expect(box.email).toHaveAttribute('aria-invalid', 'true');
    expect(box.email).toHaveAttribute('aria-describedby', alert.id);
  });

  it('asks for an e-mail without calling the server, and says so when the server fails', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(429, 'slow down', 'Too many requests. Please try again later.');
    });
    const box = setup(send);
    await box.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required.');
    expect(send).not.toHaveBeenCalled();
    await box.user.type(box.email, 'ada@student.test');
    await box.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});
