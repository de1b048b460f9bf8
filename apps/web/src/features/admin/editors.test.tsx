import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventEditorPage } from './events/event-editor-page.tsx';
import { ExecutiveEditorPage } from './executives/executive-editor-page.tsx';
import { MaterialEditorPage } from './materials/material-editor-page.tsx';
import { EpisodeEditorPage } from './podcast/episode-editor-page.tsx';
import { PostEditorPage } from './posts/post-editor-page.tsx';
import { PostsListPage } from './posts/posts-list-page.tsx';
import { fakeApi, logIn, renderAdmin, stubLayoutForTipTap, toasts } from './test/render-admin.tsx';
import { UNSAVED_CHANGES } from './ui/leave-guard.tsx';

const listed = (path: string) => ({ path, element: <p>List screen</p> });
/** What a screen sent to be saved: the reads it makes (the site settings' time zone) aside. */
const writes = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET');

beforeAll(stubLayoutForTipTap);
beforeEach(() => logIn());
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('event editor', () => {
  const routes = [{ path: '/admin/event/new', Component: EventEditorPage }, listed('/admin/events')];

  it('blocks an incomplete event with "Please fill in all required fields."', async () => {
    const calls = fakeApi({});
    renderAdmin(routes, '/admin/event/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Moot Court Finals');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await toasts().findByText(adminMessages.requiredFields)).toBeInTheDocument();
    expect(screen.getByText('Venue is required.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it("sends the date-time as typed, on the society's clock whatever the browser's, then returns to the list", async () => {
    process.env.TZ = 'America/Los_Angeles';
    const calls = fakeApi({
      'GET /api/settings': { body: { timeZone: 'Africa/Lagos' } },
      'POST /api/events': { status: 201, body: { _id: 'e1' } },
    });
    renderAdmin(routes, '/admin/event/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Moot Court Finals');
    await user.type(screen.getByLabelText('Description'), 'The final round.');
    const when = screen.getByLabelText('Date & Time');
    expect(when).toHaveAccessibleDescription(/Lagos time \(GMT\+1\), the society's time zone/);
    await user.type(when, '2027-03-01T14:30');
    await user.type(screen.getByLabelText('Venue'), 'Auditorium');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await toasts().findByText(successMessages.eventCreated)).toBeInTheDocument();
    expect(await screen.findByText('List screen')).toBeInTheDocument();
    // The API reads a time without a zone on the society's clock (decisions.md, Tolerant input).
    expect(writes(calls)[0]?.body).toMatchObject({
      eventDate: '2027-03-01T14:30',
      isFeatured: false,
      imageUrl: null,
    });
  });

  it('keeps the image URL field read-only', () => {
    fakeApi({});
    renderAdmin(routes, '/admin/event/new');
    expect(screen.getByLabelText('Image')).toHaveAttribute('readonly');
  });
});

/** An editor with a link out of it, as the admin navigation offers. */
function EditorWithLink() {
  return (
    <>
      <Link to="/admin/events">Events</Link>
      <EventEditorPage />
    </>
  );
}

describe('unsaved changes', () => {
  it('asks before a link leaves an edited form, and stays or leaves as told', async () => {
    fakeApi({});
    renderAdmin(
      [{ path: '/admin/event/new', Component: EditorWithLink }, listed('/admin/events')],
      '/admin/event/new',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Half-written');
    await user.click(screen.getByRole('link', { name: 'Events' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(UNSAVED_CHANGES);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written');

    await user.click(screen.getByRole('link', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List screen')).toBeInTheDocument();
  });
});

describe('material editor', () => {
  it('asks for the file first: "Please upload a file first."', async () => {
    const calls = fakeApi({});
    renderAdmin([{ path: '/admin/material/new', Component: MaterialEditorPage }], '/admin/material/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Law of Contract notes');
    await user.click(screen.getByRole('button', { name: 'Create Material' }));
    expect(await toasts().findByText(adminMessages.uploadFileFirst)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(screen.getByLabelText('Level')).toHaveValue('100L');
    expect(screen.getByLabelText('Type of Material')).toHaveValue('Lecture Note');
  });

  it('goes back to the list when the material cannot be loaded', async () => {
    fakeApi({ 'GET /api/materials/m1': { status: 404, body: { message: 'Material not found.' } } });
    renderAdmin(
      [{ path: '/admin/material/:id/edit', Component: MaterialEditorPage }, listed('/admin/materials')],
      '/admin/material/m1/edit',
    );
    expect(await screen.findByText('List screen')).toBeInTheDocument();
    expect(await toasts().findByText(adminMessages.fetchMaterialFailed)).toBeInTheDocument();
  });
});

describe('executive and episode editors', () => {
  it('requires the name, the position and a display order', async () => {
    const calls = fakeApi({});
    renderAdmin([{ path: '/admin/executive/new', Component: ExecutiveEditorPage }], '/admin/executive/new');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Display Order')).toHaveValue(0);
    await user.clear(screen.getByLabelText('Display Order'));
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await toasts().findByText(adminMessages.requiredFields)).toBeInTheDocument();
    expect(screen.getByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Display Order must be a number.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(
      screen.getByLabelText('Feature this Executive on the Homepage (sets them as President)?'),
    ).not.toBeChecked();
  });

  it('wants a URL for the X Space Link', async () => {
    const calls = fakeApi({});
    renderAdmin([{ path: '/admin/podcast/new', Component: EpisodeEditorPage }], '/admin/podcast/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Law & Vibes 1');
    await user.type(screen.getByLabelText('Description'), 'Opening episode.');
    await user.type(screen.getByLabelText('Date & Time'), '2027-01-10T20:00');
    await user.type(screen.getByLabelText('X Space Link'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save Episode' }));
    expect(
      await screen.findByText('X Space Link must be a valid http:// or https:// URL.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});

describe('post editor', () => {
  it('makes the slug from the title on create, until the slug is edited by hand', async () => {
    fakeApi({});
    renderAdmin([{ path: '/admin/post/new', Component: PostEditorPage }], '/admin/post/new');
    expect(screen.getByRole('heading', { name: 'Create New Post' })).toBeInTheDocument();
    const user = userEvent.setup();
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');
    await user.type(title, '  Welcome to the   New Session! ');
    expect(slug).toHaveValue('welcome-to-the-new-session');

    await user.clear(slug);
    await user.type(slug, 'welcome-2027');
    await user.type(title, 'Again');
    expect(slug).toHaveValue('welcome-2027');
  });

  it('leaves the slug alone when an existing post is edited', async () => {
    fakeApi({
      'GET /api/posts/admin/p1': {
        body: {
          _id: 'p1',
          title: 'Old title',
          slug: 'old-title',
          contentBody: '<p>Body</p>',
          coverImageUrl: null,
          status: 'published',
          author: { _id: 'u1', fullName: 'Ada Admin' },
          publishedAt: '2026-01-01T00:00:00.000Z',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderAdmin([{ path: '/admin/post/:id/edit', Component: PostEditorPage }], '/admin/post/p1/edit');
    expect(screen.getByText('Loading Post...')).toBeInTheDocument();
    const title = await screen.findByDisplayValue('Old title');
    expect(screen.getByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    await userEvent.setup().type(title, ' and new');
    expect(screen.getByLabelText('Slug')).toHaveValue('old-title');
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeEnabled();
  });

  it('offers every toolbar action by name, in a 500 px editor with a menu bar', () => {
    fakeApi({});
    renderAdmin([{ path: '/admin/post/new', Component: PostEditorPage }], '/admin/post/new');
    for (const name of [
      'Undo',
      'Redo',
      'Bold',
      'Italic',
      'Text colour',
      'Align left',
      'Align center',
      'Align right',
      'Justify',
      'Bulleted list',
      'Numbered list',
      'Decrease indent',
      'Increase indent',
      'Remove formatting',
      'Help',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Block type' })).toBeInTheDocument();
    const menubar = screen.getByRole('menubar');
    for (const name of ['Edit', 'Format', 'Insert']) {
      expect(menubar).toContainElement(screen.getByRole('menuitem', { name }));
    }
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    expect(menubar.parentElement).toHaveStyle({ height: '500px' });
  });

  it('shows the server message when a save fails, and "Saving..." while it runs', async () => {
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const calls = fakeApi({});
    const fetchMock = globalThis.fetch as unknown as {
      mockImplementationOnce: (fn: () => Promise<Response>) => void;
    };
    renderAdmin([{ path: '/admin/post/new', Component: PostEditorPage }], '/admin/post/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Duplicate');
    // The save is the next call (the page has read the settings' time zone by now).
    fetchMock.mockImplementationOnce(() => pending);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(
      new Response(
        JSON.stringify({ message: 'A post with this slug already exists.', errors: { slug: 'Taken' } }),
        {
          status: 409,
        },
      ),
    );
    expect(await toasts().findByText('A post with this slug already exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
    expect(writes(calls)).toEqual([]);
  });
});

describe('posts list', () => {
  it('shows PUBLISHED in green and any other status in orange', async () => {
    const post = (id: string, status: string, publishedAt: string | null = null) => ({
      _id: id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      contentBody: '',
      coverImageUrl: null,
      status,
      author: { _id: 'u1', fullName: 'Ada Admin' },
      publishedAt,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    fakeApi({
      'GET /api/posts/all': {
        body: [post('1', 'published'), post('2', 'draft'), post('3', 'published', future)],
      },
    });
    renderAdmin([{ path: '/admin/posts', Component: PostsListPage }], '/admin/posts');
    const published = await screen.findByText('PUBLISHED');
    const draft = screen.getByText('DRAFT');
    // A published post whose time has not come is SCHEDULED (issue 6), in orange like any non-published value.
    expect(screen.getByText('SCHEDULED')).toHaveAttribute('data-tone', 'orange');
    expect(published).toHaveAttribute('data-tone', 'green');
    expect(published.className).toMatch(/text-\[#1f5a2b\]/);
    expect(draft).toHaveAttribute('data-tone', 'orange');
    expect(draft.className).toMatch(/text-\[#8a3c06\]/);
  });
});

describe('delete confirmation', () => {
  it('asks with the spec text in an alert dialog, and deletes only after "Delete"', async () => {
    const calls = fakeApi({
      'GET /api/posts/all': {
        body: [
          {
            _id: 'p1',
            title: 'Doomed',
            slug: 'doomed',
            contentBody: '',
            coverImageUrl: null,
            status: 'draft',
            author: { _id: 'u1', fullName: 'Ada' },
            publishedAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'DELETE /api/posts/p1': { body: { message: 'Post deleted successfully' } },
    });
    renderAdmin([{ path: '/admin/posts', Component: PostsListPage }], '/admin/posts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText(successMessages.postDeleted)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/posts/all')).toHaveLength(2));
  });
});
