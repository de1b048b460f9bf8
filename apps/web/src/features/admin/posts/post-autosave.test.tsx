import { revisionMessages } from '@lss/shared/post-messages';
import type { Post, PostRevision } from '@lss/shared/posts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, stubLayoutForTipTap, toasts } from '../test/render-admin.tsx';
import { aPost, openPostEditor } from './test/open-post-editor.tsx';
import { AUTOSAVE_DELAY_MS } from './use-autosave.ts';

/** Issue 16: drafts save themselves; the last saved versions can be read and restored. */

const stored = (changes: Partial<Post> = {}): Post =>
  aPost({ updatedAt: '2026-11-24T09:30:00.000Z', ...changes });

function open(path: string, api: FakeApi) {
  const calls = openPostEditor(path, { 'GET /api/posts/all': { body: [] }, ...api });
  return { calls, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const writes = (calls: ReturnType<typeof openPostEditor>) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const liveRegion = () => screen.getByRole('status');
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(stubLayoutForTipTap);
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
});

// Typing and the autosave's timers under load: more than the default 5 s.
describe('autosave in the post editor', { timeout: 20_000 }, () => {
  it('saves a draft a few seconds after the last change, says so, and lets the editor leave without asking', async () => {
    const { calls, user } = open('/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': { body: stored() },
      'PUT /api/posts/p1': { body: stored({ title: 'On Tort Reform, again' }) },
    });
    const title = await screen.findByLabelText('Title');
    await user.type(title, ', again');
    await pass(AUTOSAVE_DELAY_MS - 1000);
    expect(writes(calls)).toEqual([]);

    await pass(1000);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Saved at Nov 24, 2026/));
    expect(writes(calls)).toEqual(['PUT /api/posts/p1']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'On Tort Reform, again',
      autosave: true,
      status: 'draft',
    });

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('never saves a published post by itself', async () => {
    const { calls, user } = open('/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': {
        body: stored({ status: 'published', publishedAt: '2026-11-21T10:00:00.000Z' }),
      },
    });
    await user.type(await screen.findByLabelText('Title'), ' (live)');
    await pass(AUTOSAVE_DELAY_MS * 3);
    expect(writes(calls)).toEqual([]);
    expect(liveRegion()).toHaveTextContent('');
  });

  it('creates a new post once it has a title, then keeps saving that one', async () => {
    const { calls, user } = open('/admin/post/new', {
      'POST /api/posts': { status: 201, body: stored({ title: 'Draft' }) },
      'PUT /api/posts/p1': { body: stored({ title: 'Draft two' }) },
    });
    await pass(AUTOSAVE_DELAY_MS * 2);
    expect(writes(calls)).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Draft');
    await pass(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(writes(calls)).toEqual(['POST /api/posts']));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Saved at/));

    await user.type(screen.getByLabelText('Title'), ' two');
    await pass(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(writes(calls)).toEqual(['POST /api/posts', 'PUT /api/posts/p1']));
    expect(calls.at(-1)?.body).toMatchObject({ title: 'Draft two', slug: 'draft-two', autosave: true });
  });

  it('says why a draft was not saved, in the live region', async () => {
    const { user } = open('/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': { body: stored() },
      'PUT /api/posts/p1': { status: 409, body: { message: 'A post with this slug already exists.' } },
    });
    await user.type(await screen.findByLabelText('Title'), '!');
    await pass(AUTOSAVE_DELAY_MS);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Not saved: A post with this slug already exists.'),
    );
  });
});

const revision = (changes: Partial<PostRevision>): PostRevision => ({
  _id: 'r1',
  postId: 'p1',
  title: 'On Tort Reform',
  contentBody: '<p>Negligence, revisited.</p>',
  excerpt: null,
  byline: null,
  coverImageUrl: null,
  status: 'draft',
  kind: 'save',
  savedBy: { _id: 'u1', fullName: 'Ada Admin' },
  savedAt: '2026-11-24T09:30:00.000Z',
  ...changes,
});

describe('the revisions panel', { timeout: 20_000 }, () => {
  it('lists saved versions with who and when, opens one read-only, and restores it after confirmation', async () => {
    const first = revision({
      _id: 'r1',
      title: 'Tort: first thoughts',
      contentBody: '<p>The first version.</p>',
      savedAt: '2026-11-23T08:05:00.000Z',
    });
    const { calls, user } = open('/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': { body: stored() },
      'GET /api/posts/p1/revisions': {
        body: [
          revision({ _id: 'r2', kind: 'autosave', savedBy: { _id: 'u3', fullName: 'Chidi Writer' } }),
          first,
        ],
        headers: { 'X-Total-Count': '2' },
      },
      'POST /api/posts/p1/revisions/r1/restore': {
        body: stored({ title: 'Tort: first thoughts', contentBody: '<p>The first version.</p>' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: revisionMessages.revisions }));
    const panel = await screen.findByRole('dialog', { name: revisionMessages.revisions });
    const versions = await within(panel).findAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      'On Tort ReformAutosaved Nov 24, 2026, 10:30 AM GMT+1 by Chidi Writer · draft',
      'Tort: first thoughtsSaved Nov 23, 2026, 9:05 AM GMT+1 by Ada Admin · draft',
    ]);

    await user.click(within(panel).getByRole('button', { name: /Tort: first thoughts/ }));
    expect(
      within(panel).getByRole('heading', { name: 'Tort: first thoughts', level: 1 }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('The first version.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: revisionMessages.restore }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(revisionMessages.confirmRestore);
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: revisionMessages.restore }));

    expect(await toasts().findByText(revisionMessages.restored)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['POST /api/posts/p1/revisions/r1/restore']);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Tort: first thoughts'));
    expect(screen.queryByRole('dialog', { name: revisionMessages.revisions })).toBeNull();
  });
});
