import type { Post } from '@lss/shared/posts';
import type { Role } from '@lss/shared/users';
import { type FakeApi, fakeApi, logIn, renderAdmin, SESSION } from '../../test/render-admin.tsx';
import { PostEditorPage } from '../post-editor-page.tsx';
import { PostsListPage } from '../posts-list-page.tsx';

/** The editor's screens and the list it returns to after saving. */
const routes = [
  { path: '/admin/post/new', Component: PostEditorPage },
  { path: '/admin/post/:id/edit', Component: PostEditorPage },
  { path: '/admin/posts', Component: PostsListPage },
];

/** A stored draft as the API answers it; a test changes what its story needs. */
export const aPost = (changes: Partial<Post> = {}): Post => ({
  _id: 'p1',
  title: 'On Tort Reform',
  slug: 'on-tort-reform',
  contentBody: '<p>Negligence, revisited.</p>',
  coverImageUrl: null,
  excerpt: null,
  byline: null,
  status: 'draft',
  membersOnly: false,
  author: { _id: 'u1', fullName: 'Ada Admin' },
  publishedAt: null,
  reviewRequestedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

/**
 * Signs in (an administrator unless a role is given), answers the API from `api`, and opens the post
 * editor's screens at `path`. Returns the API calls made.
 */
export function openPostEditor(path: string, api: FakeApi, role?: Role) {
  logIn(role ? { ...SESSION, role } : SESSION);
  const calls = fakeApi(api);
  renderAdmin(routes, path);
  return calls;
}
