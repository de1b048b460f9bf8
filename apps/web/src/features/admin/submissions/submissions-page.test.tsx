import type { Submission } from '@lss/shared/submissions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { SubmissionsPage } from './submissions-page.tsx';

const pending: Submission = {
  _id: 's1',
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
  name: 'Tunde Bello',
  email: 'tunde@example.org',
  title: 'On judicial precedent',
  article: 'Precedent binds the lower courts.',
  imageUrl: null,
  status: 'pending',
  postId: null,
  authorName: 'Tunde Bello',
  authorEmail: 'tunde@example.org',
  contentBody: '<p>Precedent binds the lower courts.</p>',
  suggestedImageUrl: null,
};

beforeEach(() => logIn());

async function openConfirmation(action: 'Approve as Draft' | 'Reject') {
  fakeApi({ 'GET /api/submissions': { body: [pending] } });
  renderAdmin([{ path: '/admin/submissions', Component: SubmissionsPage }], '/admin/submissions');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /On judicial precedent/ }));
  await user.click(screen.getByRole('button', { name: action }));
  return screen.getByRole('alertdialog', { name: 'Please confirm' });
}

describe('reviewing a submission', () => {
  it('asks to approve with an answer styled as going ahead, not as destructive', async () => {
    const dialog = await openConfirmation('Approve as Draft');
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(dialog).toContainElement(approve);
    expect(approve.className).toContain('bg-navy');
    expect(approve.className).not.toContain('text-error');
  });

  it('keeps Reject styled as destructive', async () => {
    await openConfirmation('Reject');
    const reject = screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement;
    expect(reject.className).toContain('text-error');
  });
});
