import { mediaMessages } from '@lss/shared/media-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { UploadField } from './upload-field.tsx';

/** Uploads go by XMLHttpRequest (upload-request.ts); the test answers them as fakeApi answers fetch. */
const uploads = vi.hoisted(() => ({ sent: [] as FormData[] }));
vi.mock('#web/lib/upload-request.ts', () => ({
  sendReportingProgress: async (_url: string, request: { body: FormData }) => {
    uploads.sent.push(request.body);
    const file = request.body.get('image') as File;
    return new Response(
      JSON.stringify({
        imageUrl: '/uploads/0123456789abcdef0123456789abcdef_64x48.png',
        id: 'm9',
        originalName: file.name,
      }),
      { status: 201, headers: { 'Content-Type': 'application/json' } },
    );
  },
}));

const TEAM = {
  _id: 'm1',
  url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_1200x800.jpg',
  originalName: 'team photo 2026.jpg',
  mimeType: 'image/jpeg',
  bytes: 120_000,
  width: 1200,
  height: 800,
  alt: 'The executive council',
  uploadedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  usedBy: [],
};
const POSTER = {
  ...TEAM,
  _id: 'm2',
  url: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb_800x600.png',
  originalName: 'poster.png',
};

let changes: string[] = [];
function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <UploadField
      label="Cover Image"
      kind="image"
      accept="image/*"
      value={value}
      onChange={(url) => {
        changes.push(url);
        setValue(url);
      }}
      successMessage="Image uploaded"
      failureMessage="Upload failed"
    />
  );
}
const render = (initial?: string) =>
  renderAdmin([{ path: '/admin/post/new', element: <Field initial={initial} /> }], '/admin/post/new');

beforeEach(() => {
  logIn();
  changes = [];
  uploads.sent = [];
});

describe('choosing an image from the media library', () => {
  it('opens a dialog of the uploaded images, searches it, and puts the chosen one in the field by its name', async () => {
    const calls = fakeApi({
      'GET /api/media': (_, call) => {
        const q = new URLSearchParams(call.search).get('q');
        const items = q ? [POSTER].filter((item) => item.originalName.includes(q)) : [TEAM, POSTER];
        return { body: items, headers: { 'X-Total-Count': String(items.length) } };
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${mediaMessages.chooseFromLibrary}: Cover Image` }));
    const dialog = await screen.findByRole('dialog', { name: /^Choose an image/ });
    expect(await within(dialog).findByRole('button', { name: 'Choose team photo 2026.jpg' })).toBeVisible();
    expect(new URLSearchParams(calls.at(-1)!.search).get('kind')).toBe('image');
    // Focus is in the dialog (its search box first).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.type(within(dialog).getByRole('searchbox', { name: mediaMessages.searchLabel }), 'poster');
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Choose team photo 2026.jpg' })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Choose poster.png' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([POSTER.url]);
    expect(screen.getByLabelText('Cover Image')).toHaveValue(POSTER.url);
    expect(screen.getByLabelText('Cover Image')).toHaveAttribute('readonly');
    expect(screen.getByText(mediaMessages.uploadedAs('poster.png'))).toBeInTheDocument();
  });

  it('leaves the field as it was when the dialog is closed with Escape', async () => {
    fakeApi({ 'GET /api/media': { body: [TEAM], headers: { 'X-Total-Count': '1' } } });
    render();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: `${mediaMessages.chooseFromLibrary}: Cover Image` });
    await user.click(opener);
    await screen.findByRole('button', { name: 'Choose team photo 2026.jpg' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
    expect(opener).toHaveFocus();
  });
});

/** A material's file field, holding its value as a form would. */
function FileField() {
  const [value, setValue] = useState('');
  return (
    <UploadField
      label="File"
      kind="file"
      accept=".pdf"
      value={value}
      onChange={setValue}
      successMessage="File uploaded"
      failureMessage="Upload failed"
    />
  );
}

describe('the read-only field', () => {
  it('holds the URL (spec §5), with the name the image was uploaded with beside it', async () => {
    const calls = fakeApi({ 'GET /api/media': { body: [TEAM], headers: { 'X-Total-Count': '1' } } });
    render(TEAM.url);
    const field = screen.getByRole('textbox', { name: 'Cover Image' });
    expect(field).toHaveValue(TEAM.url);
    expect(field).toHaveAttribute('readonly');
    expect(await screen.findByText(mediaMessages.uploadedAs('team photo 2026.jpg'))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(mediaMessages.uploadedAs('team photo 2026.jpg'));
    expect(new URLSearchParams(calls[0]!.search).get('url')).toBe(TEAM.url);
  });

  it('holds the uploaded URL for a file too (a material), with its name beside it', async () => {
    fakeApi({});
    renderAdmin([{ path: '/admin/material/new', element: <FileField /> }], '/admin/material/new');
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'past questions.pdf', {
      type: 'application/pdf',
    });
    await userEvent.setup().upload(screen.getByLabelText('Upload File'), pdf);
    const field = screen.getByRole('textbox', { name: 'File' });
    await waitFor(() => expect(field).toHaveValue('/uploads/0123456789abcdef0123456789abcdef_64x48.png'));
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(mediaMessages.uploadedAs('past questions.pdf'))).toBeInTheDocument();
  });
});

describe("the image field's preview", () => {
  // Before its bytes arrive an <img> has no size: its 1 px border alone drew a lone dot under the hint.
  it("reserves an uploaded picture's box from the size in its name before it loads", () => {
    fakeApi({ 'GET /api/media': { body: [], headers: { 'X-Total-Count': '0' } } });
    render('/uploads/cccccccccccccccccccccccccccccccc_800x500.png');
    const preview = screen.getByRole('img', { name: 'Cover Image preview' });
    expect(preview).toHaveAttribute('width', '800');
    expect(preview).toHaveAttribute('height', '500');
    // 192 px high at most: 800 × 500 shows 307 px wide.
    expect(preview.style.width).toBe('307px');
    expect(preview).toBeVisible();
  });

  it('keeps a picture of unknown size out of the page until it has loaded', () => {
    fakeApi({ 'GET /api/media': { body: [], headers: { 'X-Total-Count': '0' } } });
    render('https://cdn.example.org/team.jpg');
    const preview = screen.getByAltText('Cover Image preview');
    expect(preview).not.toBeVisible();
    fireEvent.load(preview);
    expect(preview).toBeVisible();
  });
});

describe('dropping a file on an image field', () => {
  it('says where to drop while a file hovers, uploads what is dropped and shows its name', async () => {
    fakeApi({});
    render();
    const field = screen.getByLabelText('Cover Image').closest('[data-dragging], div')!.parentElement!;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'moot finals.png', { type: 'image/png' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(field, { dataTransfer });
    expect(screen.getByText(mediaMessages.dropHere)).toBeInTheDocument();
    fireEvent.dragOver(field, { dataTransfer });
    fireEvent.drop(field, { dataTransfer });

    await waitFor(() =>
      expect(screen.getByLabelText('Cover Image')).toHaveValue(
        '/uploads/0123456789abcdef0123456789abcdef_64x48.png',
      ),
    );
    expect(screen.getByText(mediaMessages.uploadedAs('moot finals.png'))).toBeInTheDocument();
    expect(screen.queryByText(mediaMessages.dropHere)).toBeNull();
    expect(uploads.sent).toHaveLength(1);
    expect((uploads.sent[0]!.get('image') as File).name).toBe('moot finals.png');
    expect(changes).toEqual(['/uploads/0123456789abcdef0123456789abcdef_64x48.png']);
  });

  it('ignores text dragged over it', () => {
    fakeApi({});
    render();
    const field = screen.getByLabelText('Cover Image').closest('div')!.parentElement!;
    fireEvent.dragEnter(field, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText(mediaMessages.dropHere)).toBeNull();
  });
});
