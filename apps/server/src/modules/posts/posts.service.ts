import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { apiMessages } from '@lss/shared/api-messages';
import { authMessages } from '@lss/shared/auth-messages';
import { toInstant } from '@lss/shared/fields';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import { postSummary } from '@lss/shared/post-description';
import { reviewMessages, revisionMessages } from '@lss/shared/post-messages';
import type { Post, PostListItem, PostRevision, postInput } from '@lss/shared/posts';
import { hasRole, type Role } from '@lss/shared/users';
import type { z } from 'zod';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { sanitizePostHtml } from '../../lib/html.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { iso, recordOut } from '../../lib/serialize.ts';
import { type ActivityService, auditOf } from '../activity/activity.service.ts';
import type { SiteTimeZone } from '../settings/settings.service.ts';
import type { PostRevisionRow, SaveOrigin } from './post-revisions.repository.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';

type PostInputValues = z.output<typeof postInput>;
/** What a save takes; callers other than the API (the demo seeds) may leave the new fields out. */
type PostValues = Omit<PostInputValues, 'excerpt' | 'byline' | 'autosave' | 'membersOnly'> &
  Partial<Pick<PostInputValues, 'excerpt' | 'byline' | 'autosave' | 'membersOnly'>>;
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

/**
 * Who reads a public answer: a members-only post's body is given only to a verified member or a
 * staff token (`unlocked`); anyone else gets it empty, in the same shape (decision 031).
 */
export type BodyAccess = { unlocked?: boolean };

function toPost(row: PostRow, { unlocked = true }: BodyAccess = {}): Post {
  const { authorId, authorName, publishedAt, reviewRequestedAt, ...rest } = row;
  return {
    ...recordOut(rest),
    ...(row.membersOnly && !unlocked ? { contentBody: '' } : {}),
    author: { _id: authorId, fullName: authorName },
    publishedAt: iso(publishedAt),
    reviewRequestedAt: iso(reviewRequestedAt),
  };
}

function toPostListItem(row: PostRow, access: BodyAccess): PostListItem {
  return { ...toPost(row, access), excerpt: postSummary(row) };
}

function toRevision(row: PostRevisionRow): PostRevision {
  const { id, postId, savedById, savedByName, savedAt, createdAt: _firstSaved, ...content } = row;
  return {
    _id: id,
    postId,
    ...content,
    savedBy: { _id: savedById, fullName: savedByName },
    savedAt: savedAt.toISOString(),
  };
}

/** A save of a published post, or one that publishes, is never an autosave (changes to live posts stay deliberate). */
function assertMayAutosave(input: PostValues, current: PostRow | null) {
  if (input.autosave && (input.status !== 'draft' || (current && current.status !== 'draft'))) {
    throw new BadRequestError(revisionMessages.autosaveOnlyDrafts, {
      status: revisionMessages.autosaveOnlyDrafts,
    });
  }
}

const origin = (actor: Actor, kind: SaveOrigin['kind']): SaveOrigin => ({
  kind,
  byId: actor.id,
  byName: actor.fullName,
});

/** The input as the posts table stores it: the autosave flag only says how to record the revision. */
function storedValues({ autosave: _autosave, ...input }: PostValues) {
  return { ...input, contentBody: sanitizePostHtml(input.contentBody) };
}

const slugTaken = () => new ConflictError(apiMessages.slugTaken, { slug: apiMessages.slugTaken });

export function createPostsService(
  repository: PostsRepository,
  timeZone: SiteTimeZone,
  activity: ActivityService,
  clock: Clock = systemClock,
) {
  const audit = auditOf<Post>(activity, 'post', (post) => post.title);

  /** The publication time to store: the chosen one, else the first one, else now when published. */
  async function publicationTime(input: PostValues, current: Date | null): Promise<Date | null> {
    if (input.publishedAt) return toInstant(input.publishedAt, await timeZone());
    return current ?? (input.status === 'published' ? clock.now() : null);
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

  async function insert(input: PostValues, author: Actor): Promise<Post> {
    assertMayPublish(author, input);
    assertMayAutosave(input, null);
    const publishedAt = await publicationTime(input, null);
    const row = await saving(input.slug, null, () =>
      repository.insertPost(
        { ...storedValues(input), authorId: author.id, authorName: author.fullName, publishedAt },
        origin(author, input.autosave ? 'autosave' : 'save'),
      ),
    );
    return toPost(row);
  }

  return {
    /**
     * Every published post whose time has come, newest first (the feeds and the sitemap): what
     * anyone may read, so members-only bodies are empty.
     */
    async listPublished(): Promise<Post[]> {
      return (await repository.listPublished(clock.now())).map((row) => toPost(row, { unlocked: false }));
    },
    /** One page of them, each with its excerpt (GET /api/posts and the news pages). */
    async pagePublished(request: PageRequest, access: BodyAccess = {}): Promise<Page<PostListItem>> {
      const unlocked = access.unlocked ?? false;
      return mapPage(await repository.pagePublished(clock.now(), request), (row) =>
        toPostListItem(row, { unlocked }),
      );
    },
    /** A published post by slug; a members-only body only when `unlocked`. */
    async getPublished(slug: string, access: BodyAccess = {}): Promise<Post> {
      const row = await repository.findPublishedBySlug(slug.toLowerCase(), clock.now());
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return toPost(row, { unlocked: access.unlocked ?? false });
    },
    /** The admin list: every post for editors, their own for contributors. */
    async pageAll(actor: Actor, request: AdminListQuery<AdminSortKey<'posts'>>): Promise<Page<Post>> {
      return mapPage(await repository.pageAll(request, isEditor(actor) ? undefined : actor.id), (row) =>
        toPost(row),
      );
    },
    /** One post by id, drafts included, as the admin area opens it. */
    async getForAdmin(id: string, actor: Actor): Promise<Post> {
      const row = await findOr404('Post', id, repository.findById);
      assertMayRead(actor, row);
      return toPost(row);
    },
    async create(input: PostValues, author: Actor): Promise<Post> {
      return audit(author, 'created', await insert(input, author));
    },
    /**
     * The post a reviewer made of an approved submission, as `create` makes it but without its log
     * entry: the submissions service writes one naming the student, once the submission is approved.
     */
    createFromSubmission: insert,
    async update(id: string, input: PostValues, actor: Actor): Promise<Post> {
      const current = await findOr404('Post', id, repository.findById);
      assertMayChange(actor, current);
      assertMayPublish(actor, input);
      assertMayAutosave(input, current);
      // Set when first published (or chosen); kept if the post goes back to draft and out again.
      const publishedAt = await publicationTime(input, current.publishedAt);
      const row = await saving(input.slug, current.id, () =>
        repository.updatePost(
          current.id,
          {
            ...storedValues(input),
            publishedAt,
            // Publishing is the review's answer.
            ...(input.status === 'published' ? { reviewRequestedAt: null } : {}),
          },
          origin(actor, input.autosave ? 'autosave' : 'save'),
        ),
      );
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return audit(actor, 'updated', toPost(row));
    },
    /** The saved versions of a post, newest first: whoever may open the post may read them. */
    async pageRevisions(id: string, actor: Actor, request: PageRequest): Promise<Page<PostRevision>> {
      assertMayRead(actor, await findOr404('Post', id, repository.findById));
      return mapPage(await repository.pageRevisions(id, request), toRevision);
    },
    async getRevision(id: string, revisionId: string, actor: Actor): Promise<PostRevision> {
      assertMayRead(actor, await findOr404('Post', id, repository.findById));
      return toRevision(await findOr404('Revision', revisionId, (rid) => repository.findRevision(id, rid)));
    },
    /**
     * Brings back a version's content (title, body, excerpt, byline, cover). The status, slug and
     * publication time stay: restoring never publishes or unpublishes, nor moves the address. The
     * restore is a save of its own, so the version it replaced stays in the history.
     */
    async restoreRevision(id: string, revisionId: string, actor: Actor): Promise<Post> {
      const current = await findOr404('Post', id, repository.findById);
      assertMayChange(actor, current);
      const revision = await findOr404('Revision', revisionId, (rid) => repository.findRevision(id, rid));
      const { title, contentBody, excerpt, byline, coverImageUrl } = revision;
      const row = await repository.updatePost(
        current.id,
        { title, contentBody, excerpt, byline, coverImageUrl },
        origin(actor, 'restore'),
      );
      if (!row) throw new NotFoundError(apiMessages.notFound('Post'));
      return audit(actor, 'updated', toPost(row));
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
      return mapPage(await repository.pageAwaitingReview(request), (row) => toPost(row));
    },
    countAwaitingReview: repository.countAwaitingReview,
    /** A post by id, drafts included, as the newsletter sends it (with its summary); null when there is none. */
    async findSummary(id: string) {
      const row = await repository.findById(id);
      if (!row) return null;
      const { title, slug, status, publishedAt } = row;
      return { id: row.id, title, slug, status, publishedAt, excerpt: postSummary(row) };
    },
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
          const row = await repository.insertPost(
            {
              title: draft.title,
              slug,
              contentBody: sanitizePostHtml(draft.contentBody),
              coverImageUrl: draft.coverImageUrl,
              authorId: null,
              authorName: draft.authorName,
              status: 'draft',
              publishedAt: null,
            },
            { kind: 'save', byId: null, byName: draft.authorName },
          );
          return toPost(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw slugTaken();
    },
    async remove(id: string, actor: Actor) {
      assertMayChange(actor, await findOr404('Post', id, repository.findById));
      return audit(actor, 'deleted', toPost(await findOr404('Post', id, repository.delete)));
    },
    count: repository.count,
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
