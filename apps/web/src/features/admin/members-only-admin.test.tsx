import type { Material } from '@lss/shared/materials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MaterialEditorPage } from './materials/material-editor-page.tsx';
import { MaterialsListPage } from './materials/materials-list-page.tsx';
import { aPost, openPostEditor } from './posts/test/open-post-editor.tsx';
import { fakeApi, logIn, renderAdmin, SESSION, stubLayoutForTipTap } from './test/render-admin.tsx';

// Issue 27: the post editor and the material form have a 'Members only' checkbox, and the admin
// lists show the flag.

const HINT_POST =
  'Title, excerpt and cover stay public; the text is for verified members. Feeds, search and link previews show the excerpt only.';

const material = (changes: Partial<Material> = {}): Material => ({
  _id: 'm1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Land Law Past Questions',
  description: null,
  level: '400L',
  materialType: 'Past Question',
  fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  fileType: 'PDF',
  membersOnly: true,
  ...changes,
});

beforeAll(stubLayoutForTipTap);
beforeAll(() => {
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the material form', () => {
  const routes = [
    { path: '/admin/material/:id/edit', Component: MaterialEditorPage },
    { path: '/admin/materials', element: <p>List screen</p> },
  ];

  it('shows the flag, saves it changed, and opens a members-only file through its gate with the session', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/materials/m1': { body: material() },
      'GET /api/materials/m1/file': {
        body: {},
        headers: { 'Content-Disposition': 'attachment; filename="land-law.pdf"' },
      },
      'PUT /api/materials/m1': { body: material({ membersOnly: false }) },
    });
    // jsdom has no object URLs: the download's blob is caught here.
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderAdmin(routes, '/admin/material/m1/edit');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Members only' });
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toHaveAccessibleDescription(
      'Listed for everyone with a lock; the file downloads for verified members and staff only.',
    );

    // Its stored address is not served (decision 031): the editor fetches it with the token.
    expect(screen.queryByRole('link', { name: 'Open the uploaded file' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the uploaded file' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const opened = calls.find((call) => call.path === '/api/materials/m1/file');
    expect(opened?.headers.get('authorization')).toBe(`Bearer ${SESSION.token}`);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Update Material' }));
    await screen.findByText('List screen');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ membersOnly: false });
  });

  it('links a file for everyone at its address', async () => {
    logIn();
    fakeApi({ 'GET /api/materials/m1': { body: material({ membersOnly: false }) } });
    renderAdmin(routes, '/admin/material/m1/edit');
    expect(await screen.findByRole('link', { name: 'Open the uploaded file' })).toHaveAttribute(
      'href',
      material().fileUrl,
    );
    expect(screen.getByRole('checkbox', { name: 'Members only' })).not.toBeChecked();
  });
});

describe('the post editor', () => {
  it('saves a post as members-only with the checkbox', async () => {
    const calls = openPostEditor('/admin/post/p1/edit', {
      'GET /api/posts/admin/p1': {
        body: aPost({ status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' }),
      },
      'PUT /api/posts/p1': { body: aPost({ status: 'published', membersOnly: true }) },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Members only' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(HINT_POST);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ membersOnly: true });
  });
});

describe('the admin lists', () => {
  it('flag members-only materials and posts', async () => {
    logIn();
    fakeApi({
      'GET /api/materials/all': {
        body: [material(), material({ _id: 'm2', title: 'Open Notes', membersOnly: false })],
        headers: { 'X-Total-Count': '2' },
      },
    });
    renderAdmin([{ path: '/admin/materials', Component: MaterialsListPage }], '/admin/materials');
    const locked = (await screen.findByText('Land Law Past Questions')).closest('tr')!;
    expect(within(locked).getByText('MEMBERS ONLY')).toBeInTheDocument();
    const open = screen.getByText('Open Notes').closest('tr')!;
    expect(within(open).getByText('EVERYONE')).toBeInTheDocument();
  });

  it('flag members-only posts beside their status', async () => {
    openPostEditor('/admin/posts', {
      'GET /api/posts/all': {
        body: [aPost({ membersOnly: true }), aPost({ _id: 'p2', title: 'Open Post' })],
        headers: { 'X-Total-Count': '2' },
      },
    });
    const locked = (await screen.findByText('On Tort Reform')).closest('tr')!;
    expect(within(locked).getByText('MEMBERS ONLY')).toBeInTheDocument();
    expect(within(screen.getByText('Open Post').closest('tr')!).queryByText('MEMBERS ONLY')).toBeNull();
  });
});
