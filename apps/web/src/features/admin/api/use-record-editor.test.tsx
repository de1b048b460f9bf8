import { adminMessages, successMessages } from '@lss/shared/admin-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventEditorPage } from '../events/event-editor-page.tsx';
import { ExecutiveEditorPage } from '../executives/executive-editor-page.tsx';
import { MaterialEditorPage } from '../materials/material-editor-page.tsx';
import { EpisodeEditorPage } from '../podcast/episode-editor-page.tsx';
import { PostEditorPage } from '../posts/post-editor-page.tsx';
import { fakeApi, logIn, renderAdmin, stubLayoutForTipTap, toasts } from '../test/render-admin.tsx';
import { UNSAVED_CHANGES } from '../ui/leave-guard.tsx';

const meta = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

/** Each editor with a stored record, the field a change is typed into, and its spec texts. */
const editors: {
  name: string;
  Page: ComponentType;
  editPath: string;
  listPath: string;
  api: string;
  record: Record<string, unknown>;
  field: string;
  loadFailed: string;
  updated: string;
  updateButton: string;
}[] = [
  {
    name: 'event',
    Page: EventEditorPage,
    editPath: '/admin/event/:id/edit',
    listPath: '/admin/events',
    api: '/api/events/r1',
    record: {
      _id: 'r1',
      title: 'Moot Court Finals',
      description: 'The final round.',
      eventDate: '2027-03-01T13:30:00.000Z',
      venue: 'Auditorium',
      isFeatured: false,
      imageUrl: null,
      rsvpEnabled: false,
      capacity: null,
      ...meta,
    },
    field: 'Title',
    loadFailed: adminMessages.fetchEventFailed,
    updated: successMessages.eventUpdated,
    updateButton: 'Update Event',
  },
  {
    name: 'post',
    Page: PostEditorPage,
    editPath: '/admin/post/:id/edit',
    listPath: '/admin/posts',
    api: '/api/posts/admin/r1',
    record: {
      _id: 'r1',
      title: 'Welcome',
      slug: 'welcome',
      contentBody: '<p>Body</p>',
      coverImageUrl: null,
      status: 'draft',
      author: { _id: 'u1', fullName: 'Ada Admin' },
      publishedAt: null,
      ...meta,
    },
    field: 'Title',
    loadFailed: adminMessages.fetchPostFailed,
    updated: successMessages.postUpdated,
    updateButton: 'Update Post',
  },
  {
    name: 'executive',
    Page: ExecutiveEditorPage,
    editPath: '/admin/executive/:id/edit',
    listPath: '/admin/executives',
    api: '/api/executives/r1',
    record: {
      _id: 'r1',
      name: 'Ngozi Bello',
      position: 'President',
      imageUrl: null,
      displayOrder: 1,
      isFeatured: true,
      ...meta,
    },
    field: 'Full Name',
    loadFailed: adminMessages.fetchExecutiveFailed,
    updated: successMessages.executiveUpdated,
    updateButton: 'Update Profile',
  },
  {
    name: 'material',
    Page: MaterialEditorPage,
    editPath: '/admin/material/:id/edit',
    listPath: '/admin/materials',
    api: '/api/materials/r1',
    record: {
      _id: 'r1',
      title: 'Law of Contract notes',
      description: null,
      level: '200L',
      materialType: 'Handout',
      fileUrl: '/uploads/notes.pdf',
      fileType: 'PDF',
      ...meta,
    },
    field: 'Title',
    loadFailed: adminMessages.fetchMaterialFailed,
    updated: successMessages.materialUpdated,
    updateButton: 'Update Material',
  },
  {
    name: 'episode',
    Page: EpisodeEditorPage,
    editPath: '/admin/podcast/:id/edit',
    listPath: '/admin/podcast',
    api: '/api/podcast/r1',
    record: {
      _id: 'r1',
      title: 'Law & Vibes 1',
      description: 'Opening episode.',
      guestName: null,
      episodeDate: '2027-01-10T19:00:00.000Z',
      xSpaceUrl: 'https://x.com/i/spaces/1',
      status: 'Upcoming',
      ...meta,
    },
    field: 'Title',
    loadFailed: adminMessages.fetchEpisodeFailed,
    updated: successMessages.episodeUpdated,
    updateButton: 'Save Episode',
  },
];

/** What the first field holds once the record is loaded. */
const storedName = (record: Record<string, unknown>) => String(record.title ?? record.name);

/** An editor inside a page that has a link out of it, as the admin navigation does. */
function withLinkOut(Page: ComponentType, to: string) {
  return function EditorWithLink() {
    return (
      <>
        <Link to={to}>Back to the list</Link>
        <Page />
      </>
    );
  };
}

beforeAll(stubLayoutForTipTap);
beforeEach(() => logIn());

// Five editors, one behaviour each: they share useRecordEditor. The post editor loads TipTap.
describe.each(editors)('the $name editor', { timeout: 20_000 }, (editor) => {
  const routes = [
    { path: editor.editPath, Component: withLinkOut(editor.Page, editor.listPath) },
    { path: editor.listPath, element: <p>List screen</p> },
  ];
  const open = () => renderAdmin(routes, editor.editPath.replace(':id', 'r1'));

  it('returns to the list with the spec toast when the record cannot be loaded', async () => {
    fakeApi({ [`GET ${editor.api}`]: { status: 404, body: { message: 'Not found.' } } });
    open();
    expect(await screen.findByText('List screen')).toBeInTheDocument();
    expect(await toasts().findByText(editor.loadFailed)).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes behind', async () => {
    fakeApi({ [`GET ${editor.api}`]: { body: editor.record } });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue(storedName(editor.record)), '!');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(UNSAVED_CHANGES);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List screen')).toBeInTheDocument();
  });

  it('saves the loaded record, says so and returns to the list without asking', async () => {
    const calls = fakeApi({
      [`GET ${editor.api}`]: { body: editor.record },
      [`PUT ${editor.api.replace('/admin/', '/')}`]: { body: editor.record },
    });
    open();
    const user = userEvent.setup();
    await screen.findByDisplayValue(storedName(editor.record));
    await user.type(screen.getByLabelText(editor.field), ' (revised)');
    await user.click(screen.getByRole('button', { name: editor.updateButton }));
    expect(await toasts().findByText(editor.updated)).toBeInTheDocument();
    expect(await screen.findByText('List screen')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      [editor.field === 'Full Name' ? 'name' : 'title']: `${storedName(editor.record)} (revised)`,
    });
  });
});
