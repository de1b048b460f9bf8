import { apiMessages } from '@lss/shared/api-messages';
import { submissionMessages } from '@lss/shared/submission-messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFormPage, serverRendered as renderIsland } from '#web/test/render-public-route.tsx';
import SubmissionForm from './components/submission-form.island.tsx';
import { SubmitPage } from './submit-page.tsx';

// Issue 26: the article submission form works before any script runs. Its server-rendered HTML is a
// plain multipart form (with its picture) posting to POST /submit, which answers by sending the
// browser back to /submit with the outcome in the address; the page gives it to the island.

const renderAt = (url: string) => renderFormPage('/submit', <SubmitPage />, url);

/** The island's HTML as the server sends it, before any script. */
const serverRendered = (search: string) => renderIsland(<SubmissionForm search={search} />);

describe('the submission form without JavaScript', () => {
  it('is a plain multipart form posting every field and the picture to /submit', () => {
    const page = serverRendered('');
    const form = within(page).getByRole('form', { name: 'Article submission' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/submit');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    for (const name of ['name', 'email', 'title', 'article', 'website'])
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    expect(form.querySelector('input[type="file"]')).toHaveAttribute('name', 'image');
    expect(within(page).queryByRole('status')).toBeNull();
    expect(within(page).queryByRole('alert')).toBeNull();
    page.remove();
  });

  it('gives the island the address the form was answered with, and says the article was received', async () => {
    renderAt('/submit?sent=1');
    expect(await screen.findByRole('status')).toHaveTextContent(submissionMessages.received);
    const island = document.querySelector<HTMLElement>('[data-island]');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({ search: '?sent=1' });
    expect(screen.getByRole('button', { name: 'Submit Article' })).toBeEnabled();
  });

  it.each([
    ['?failed=fields', apiMessages.validationFailed],
    ['?failed=image', submissionMessages.imageOnly],
    ['?failed=pixels', apiMessages.imageTooLarge],
    ['?failed=too-large&max=10', apiMessages.uploadTooLarge(10)],
    ['?failed=too-large', submissionMessages.failed],
    ['?failed=other', submissionMessages.failed],
  ])('says why %s was refused as an alert, above a form still usable', (search, message) => {
    const page = serverRendered(search);
    expect(within(page).getByRole('alert')).toHaveTextContent(message);
    expect(within(page).getByRole('button', { name: 'Submit Article' })).not.toHaveAttribute('disabled');
    page.remove();
  });
});
