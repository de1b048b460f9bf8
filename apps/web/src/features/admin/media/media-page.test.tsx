import type { MediaItem } from '@lss/shared/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { MediaPage } from './media-page.tsx';

const item = (n: number, originalName: string, bytes: number): MediaItem => ({
  _id: `m${n}`,
  url: `/uploads/${String(n).repeat(32)}.png`,
  originalName,
  mimeType: 'image/png',
  bytes,
  width: 64,
  height: 48,
  alt: '',
  uploadedBy: null,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  usedBy: [],
});
const FILES = [
  item(1, 'moot-brief.png', 9_000),
  item(2, 'Moot finals.png', 120_000),
  item(3, 'gala.png', 40_000),
];

/** The fake API searches by name and sorts by size as the server does, and records what was asked. */
function serveMedia() {
  const calls = fakeApi({
    'GET /api/media': () => {
      const asked = new URLSearchParams(calls.at(-1)!.search);
      const q = asked.get('q')?.toLowerCase() ?? '';
      const found = FILES.filter((file) => file.originalName.toLowerCase().includes(q));
      if (asked.get('sort') === '-size') found.sort((a, b) => b.bytes - a.bytes);
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    },
  });
  return calls;
}

describe('the media library as an admin list (decision 018)', () => {
  it('searches, sorts from the Sort by select and keeps both in the address and the page links', async () => {
    logIn();
    const calls = serveMedia();
    const { router } = renderAdmin([{ path: '/admin/media', Component: MediaPage }], '/admin/media?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search media' });
    expect(box).toHaveAttribute('placeholder', 'File name or alt text');
    expect(box).toHaveAttribute('maxLength', '100');

    const user = userEvent.setup();
    await user.type(box, 'moot');
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=1&limit=50&q=moot'));
    expect(router.state.location.search).toBe('?q=moot');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Size (largest first)');
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=1&limit=50&q=moot&sort=-size'));
    expect(router.state.location.search).toBe('?q=moot&sort=-size');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Moot finals.png',
        'moot-brief.png',
      ]),
    );

    await user.clear(box);
    await user.type(box, 'nothing');
    expect(await screen.findByText('No files match “nothing”.')).toBeInTheDocument();
  });

  it('offers each column the cards show, both ways, and pages with the search and order kept', async () => {
    logIn();
    fakeApi({
      'GET /api/media': () => ({ body: FILES, headers: { 'X-Total-Count': '120' } }),
    });
    renderAdmin([{ path: '/admin/media', Component: MediaPage }], '/admin/media?q=png&sort=name');
    const nav = await screen.findByRole('navigation', { name: 'Media pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/admin/media?q=png&sort=name&page=2',
    );
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Uploaded (oldest first)',
      'Uploaded (newest first)',
      'File name (A to Z)',
      'File name (Z to A)',
      'Size (smallest first)',
      'Size (largest first)',
    ]);
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });
});
