import { apiMessages } from '@lss/shared/api-messages';
import { publicMessages } from '@lss/shared/public-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFormPage, serverRendered as renderIsland } from '#web/test/render-public-route.tsx';
import ContactForm from './components/contact-form.island.tsx';
import { ContactPage } from './contact-page.tsx';

// Issue 26: the contact form works before any script runs. Its server-rendered HTML is a plain
// form posting to POST /contact, which answers by sending the browser back to /contact with the
// outcome in the address; the page gives that address to the island, which says it.

const renderAt = (url: string) => renderFormPage('/contact', <ContactPage />, url);

/** The island's HTML as the server sends it, before any script. */
const serverRendered = (search: string) => renderIsland(<ContactForm search={search} />);

describe('the contact form without JavaScript', () => {
  it('is a plain form posting every field to /contact', () => {
    const page = serverRendered('');
    const form = within(page).getByRole('form', { name: 'Contact form' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    for (const name of ['name', 'email', 'message', 'website'])
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    expect(within(page).queryByRole('status')).toBeNull();
    expect(within(page).queryByRole('alert')).toBeNull();
    page.remove();
  });

  it('gives the island the address the form was answered with, and thanks the sender', async () => {
    renderAt('/contact?sent=1');
    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.contactReceived);
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({ search: '?sent=1' });
    // The form stays, to write again.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    ['?failed=fields', publicMessages.contactFieldsRequired],
    ['?failed=invalid', apiMessages.validationFailed],
    ['?failed=whatever', publicMessages.contactFailed],
  ])('says why %s was refused as an alert, above a form still usable', (search, message) => {
    const page = serverRendered(search);
    expect(within(page).getByRole('alert')).toHaveTextContent(message);
    expect(within(page).getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('disabled');
    page.remove();
  });

  it('drops the address’s outcome once the form is sent again in place', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Message received' }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderAt('/contact?failed=fields');
    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessages.contactFieldsRequired);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText(publicMessages.contactFieldsRequired)).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
