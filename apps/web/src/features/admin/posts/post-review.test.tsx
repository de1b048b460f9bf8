import { successMessages } from '@lss/shared/admin-messages';
import { reviewMessages } from '@lss/shared/post-messages';
import type { Post } from '@lss/shared/posts';
import type { Role } from '@lss/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, stubLayoutForTipTap, toasts } from '../test/render-admin.tsx';
import { aPost, openPostEditor } from './test/open-post-editor.tsx';

const draft = (changes: Partial<Post> = {}): Post =>
  aPost({ author: { _id: 'u3', fullName: 'Chidi Contributor' }, ...changes });

function open(role: Role, path: string, api: FakeApi = {}) {
  return { calls: openPostEditor(path, api, role), user: userEvent.setup() };
}

beforeAll(stubLayoutForTipTap);

describe("a contributor's post editor", () => {
  it('has no Published option, and submits the draft for review after saving it', async () => {
    const { calls, user } = open('contributor', '/admin/post/new', {
      'POST /api/posts': { status: 201, body: draft() },
      'POST /api/posts/p1/review-request': { body: draft({ reviewRequestedAt: '2026-11-21T09:00:00.000Z' }) },
      'GET /api/posts/all': { body: [draft({ reviewRequestedAt: '2026-11-21T09:00:00.000Z' })] },
    });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Published' })).toBeNull();
    expect(screen.getByText('DRAFT')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'On Tort Reform');
    await user.click(screen.getByRole('button', { name: reviewMessages.submitForReview }));

    expect(await toasts().findByText(reviewMessages.submitted)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/posts', 'POST /api/posts/p1/review-request']),
    );
    expect(calls.find((call) => call.path === '/api/posts')?.body).toMatchObject({ status: 'draft' });
    // Back on the list, which says where the draft stands.
    expect(await screen.findByText('AWAITING REVIEW')).toBeInTheDocument();
  });

  it('says so when the draft was saved but the review request failed', async () => {
    const { user } = open('contributor', '/admin/post/new', {
      'POST /api/posts': { status: 201, body: draft() },
      'POST /api/posts/p1/review-request': { status: 400, body: { message: reviewMessages.onlyDrafts } },
      'GET /api/posts/all': { body: [draft()] },
    });
    await user.type(screen.getByLabelText('Title'), 'On Tort Reform');
    await user.click(screen.getByRole('button', { name: reviewMessages.submitForReview }));
    expect(await toasts().findByText(reviewMessages.onlyDrafts)).toBeInTheDocument();
    expect(toasts().getByText(successMessages.postCreated)).toBeInTheDocument();
  });

  it('offers no second request for a draft already awaiting review', async () => {
    open('contributor', '/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': { body: draft({ reviewRequestedAt: '2026-11-21T09:00:00.000Z' }) },
    });
    expect(await screen.findByDisplayValue('On Tort Reform')).toBeInTheDocument();
    expect(screen.getByText('AWAITING REVIEW')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reviewMessages.submitForReview })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeEnabled();
  });

  it('withdraws a review request from the list', async () => {
    let requested: string | null = '2026-11-21T09:00:00.000Z';
    const { calls, user } = open('contributor', '/admin/posts', {
      'GET /api/posts/all': () => ({ body: [draft({ reviewRequestedAt: requested })] }),
      'DELETE /api/posts/p1/review-request': () => {
        requested = null;
        return { body: draft() };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the review request of On Tort Reform' }),
    );
    expect(await toasts().findByText(reviewMessages.withdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('AWAITING REVIEW')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers a contributor no way into a post once it is published', async () => {
    open('contributor', '/admin/posts', {
      'GET /api/posts/all': {
        body: [draft({ status: 'published', publishedAt: '2026-11-22T09:00:00.000Z' })],
      },
    });
    const row = await screen.findByRole('row', { name: /On Tort Reform/ });
    expect(within(row).getByText('PUBLISHED')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Edit|^On Tort Reform$/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe("an editor's post editor", () => {
  it('shows who asked for a review, and publishes the draft', async () => {
    const { calls, user } = open('editor', '/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': { body: draft({ reviewRequestedAt: '2026-11-21T09:00:00.000Z' }) },
      'PUT /api/posts/p1': { body: draft({ status: 'published' }) },
    });
    expect(await screen.findByDisplayValue('On Tort Reform')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      /Awaiting review: Chidi Contributor submitted this draft/,
    );
    expect(screen.queryByRole('button', { name: reviewMessages.submitForReview })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await toasts().findByText(successMessages.postUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ status: 'published' });
  });

  it('lists the request beside the status, without a Withdraw button', async () => {
    open('editor', '/admin/posts', {
      'GET /api/posts/all': { body: [draft({ reviewRequestedAt: '2026-11-21T09:00:00.000Z' })] },
    });
    const row = await screen.findByRole('row', { name: /On Tort Reform/ });
    expect(within(row).getByText('AWAITING REVIEW')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Edit On Tort Reform' })).toBeInTheDocument();
  });
});
