import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { toInstant } from '@lss/shared/fields';
import { apiMessages, authMessages, reviewMessages } from '@lss/shared/messages';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import { excerpt, plainText } from '@lss/shared/plain-text';
import { POST_EXCERPT_LENGTH } from '@lss/shared/post-summary';
import type { Post, PostListItem, postInput } from '@lss/shared/posts';
import { hasRole, type Role } from '@lss/shared/users';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { iso, recordOut } from '../../lib/serialize.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';

type PostValues = z.output<typeof postInput>;
/** The signed-in account acting on a post. */
type Actor = { id: string; fullName: string; role: Role };

const noPermission = () => new ForbiddenError(authMessages.noPermission);
const isEditor = (actor: Actor) => hasRole(actor.role, 'editor');

/** decisions.md: a contributor sees only their own posts… */
function assertMayRead(actor: Actor, row: PostRow) {
  if (!isEditor(actor) && row.authorId !== actor.id) throw noPermission();
}

/** …and changes them only while they are drafts. */
function assertMayChange(actor: Actor, row: PostRow) {
  assertMayRead(actor, row);
  if (!isEditor(actor) && row.status !== 'draft') throw noPermission();
}

function assertMayPublish(actor: Actor, input: PostValues) {
  if (!isEditor(actor) && input.status !== 'draft') throw noPermission();
}

function toPost(row: PostRow): Post {
  const { authorId, authorName, publishedAt, reviewRequestedAt, ...rest } = row;
  return {
    ...recordOut(rest),
    author: { _id: authorId, fullName: authorName },
    publishedAt: iso(publishedAt),
    reviewRequestedAt: iso(reviewRequestedAt),
  };
}

function toPostListItem(row: PostRow): PostListItem {
  return { ...toPost(row), excerpt: excerpt(plainText(row.contentBody), POST_EXCERPT_LENGTH) };
}

const slugTaken = () => new ConflictError(apiMessages.slugTaken, { slug: apiMessages.slugTaken });

export function createPostsService(repository: PostsRepository, timeZone: SiteTimeZone) {
  /** The publication time to store: the chosen one, else the first one, else now when published. */
  async function publicationTime(input: PostValues, current: Date | null): Promise<Date | null> {
    if (input.publishedAt) return toInstant(input.publishedAt, await timeZone());
    return current ?? (input.status === 'published' ? new Date() : null);
  }

  /** Saves, turning a unique-slug violation (even one lost in a race) into a 409. */
  async function saving<T>(slug: string, ownId: string | null, write: () => Promise<T>): Promise<T> {
    const existing = await repository.findBySlug(slug);
    if (existing && existing.id !== ownId) throw slugTaken();
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  return {
    /** Every published post whose time has come, newest first (the feeds and the sitemap). */
    async listPublished(now = new Date()): Promise<Post[]> {
      return (await repository.listPublished(now)).map(toPost);
    },
    /** One page of them, each with its excerpt (GET /api/posts and the news pages). */
    async pagePublished(request: PageRequest, now = new Date()): Promise<Page<PostListItem>> {
      return mapPage(await repository.pagePublished(now, request), toPostListItem);
    },
    async getPublished(slug: string, now = new Date()): Promise<Post> {
      const row = await repository.findPublishedBySlug(slug.toLowerCase(), now);
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return toPost(row);
    },
    /** The admin list: every post for editors, their own for contributors. */
    async pageAll(actor: Actor, request: AdminListQuery<AdminSortKey<'posts'>>): Promise<Page<Post>> {
      return mapPage(await repository.pageAll(request, isEditor(actor) ? undefined : actor.id), toPost);
    },
    /** One post by id, drafts included, as the admin area opens it. */
    async getForAdmin(id: string, actor: Actor): Promise<Post> {
      const row = await findOr404('Post', id, repository.findById);
      assertMayRead(actor, row);
      return toPost(row);
    },
    async create(input: PostValues, author: Actor): Promise<Post> {
      assertMayPublish(author, input);
      const publishedAt = await publicationTime(input, null);
      const row = await saving(input.slug, null, () =>
        repository.insert({
          ...input,
          contentBody: sanitizePostHtml(input.contentBody),
          authorId: author.id,
          authorName: author.fullName,
          publishedAt,
        }),
      );
      return toPost(row);
    },
    async update(id: string, input: PostValues, actor: Actor): Promise<Post> {
      const current = await findOr404('Post', id, repository.findById);
      assertMayChange(actor, current);
      assertMayPublish(actor, input);
      // Set when first published (or chosen); kept if the post goes back to draft and out again.
      const publishedAt = await publicationTime(input, current.publishedAt);
      const row = await saving(input.slug, current.id, () =>
        repository.update(current.id, {
          ...input,
          contentBody: sanitizePostHtml(input.contentBody),
          publishedAt,
          // Publishing is the review's answer.
          ...(input.status === 'published' ? { reviewRequestedAt: null } : {}),
        }),
      );
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return toPost(row);
    },
    /** The author asks an editor to review (and publish) a draft. */
    async requestReview(id: string, actor: Actor): Promise<Post> {
      const current = await findOr404('Post', id, repository.findById);
      if (current.authorId !== actor.id) throw noPermission();
      if (current.status !== 'draft') {
        throw new BadRequestError(reviewMessages.onlyDrafts, { status: reviewMessages.onlyDrafts });
      }
      const row = current.reviewRequestedAt
        ? current
        : await repository.update(current.id, { reviewRequestedAt: new Date() });
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return toPost(row);
    },
    /** The author takes the request back, or an editor sends the draft back without publishing it. */
    async withdrawReview(id: string, actor: Actor): Promise<Post> {
      const current = await findOr404('Post', id, repository.findById);
      assertMayRead(actor, current);
      const row = await repository.update(current.id, { reviewRequestedAt: null });
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return toPost(row);
    },
    async pageAwaitingReview(request: AdminListQuery<AdminSortKey<'reviewQueue'>>): Promise<Page<Post>> {
      return mapPage(await repository.pageAwaitingReview(request), toPost);
    },
    countAwaitingReview: repository.countAwaitingReview,
    /** A draft from a student's submission: by-lined with their name, under the first free slug. */
    async createDraftFromSubmission(draft: {
      title: string;
      slugBase: string;
      contentBody: string;
      coverImageUrl: string | null;
      authorName: string;
    }): Promise<Post> {
      const base = draft.slugBase.slice(0, 180).replace(/-+$/, '');
      for (let attempt = 1; attempt <= 50; attempt++) {
        const slug = attempt === 1 ? base : `${base}-${attempt}`;
        if (await repository.findBySlug(slug)) continue;
        try {
          const row = await repository.insert({
            title: draft.title,
            slug,
            contentBody: sanitizePostHtml(draft.contentBody),
            coverImageUrl: draft.coverImageUrl,
            authorId: null,
            authorName: draft.authorName,
            status: 'draft',
            publishedAt: null,
          });
          return toPost(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw slugTaken();
    },
    async remove(id: string, actor: Actor) {
      assertMayChange(actor, await findOr404('Post', id, repository.findById));
      return toPost(await findOr404('Post', id, repository.delete));
    },
    count: repository.count,
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
