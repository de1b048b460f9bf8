import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { slugify } from '@lss/shared/constants';
import { mapPage, type Page } from '@lss/shared/pagination';
import { plainText } from '@lss/shared/plain-text';
import type { Post } from '@lss/shared/posts';
import { submissionMessages } from '@lss/shared/submission-messages';
import type { Submission, SubmissionValues } from '@lss/shared/submissions';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { paragraphsHtml, sanitizePostHtml } from '../../lib/html.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { AuthenticatedAdmin } from '../users/users.service.ts';
import type { SubmissionRow, SubmissionsRepository } from './submissions.repository.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The article as HTML: as sent in the original's shape (sanitised), or made from the plain text. */
const articleBody = (row: SubmissionRow) => row.contentBody ?? paragraphsHtml(row.article);

/** A submission as the API gives it: our fields, and the original front end's names for them (decision 024). */
function toSubmission(row: SubmissionRow): Submission {
  const { contentBody: _, ...rest } = row;
  return {
    ...recordOut(rest),
    authorName: row.name,
    authorEmail: row.email,
    contentBody: articleBody(row),
    suggestedImageUrl: row.imageUrl,
  };
}

export function createSubmissionsService(deps: {
  repository: SubmissionsRepository;
  posts: PostsService;
  /** The media library's side: which URL is an uploaded picture, and listing a visitor's once approved. */
  media: {
    storedImage(url: string): Promise<string | null>;
    reveal(urls: readonly (string | null | undefined)[]): Promise<void>;
  };
  activity: ActivityService;
  log: Logger;
}) {
  const { repository, posts, media, activity, log } = deps;
  /** The approved post's entry, written once the submission is marked approved. */
  const recordApproval = (admin: AuthenticatedAdmin, post: Post, student: string) =>
    activity.record({
      actor: admin,
      action: 'created',
      entityType: 'post',
      entityId: post._id,
      summary: `${post.title} (approved submission by ${student})`,
    });

  async function pending(id: string) {
    const row = await findOr404('Submission', id, repository.findById);
    if (row.status !== 'pending') throw new ConflictError(submissionMessages.alreadyReviewed);
    return row;
  }

  return {
    /** Stores a pending submission; a filled honeypot is answered the same and dropped. */
    async submit(input: SubmissionValues, imageUrl: string | null): Promise<void> {
      if (input.website?.trim()) {
        log.warn({}, 'submission dropped: honeypot filled');
        return;
      }
      // A suggested picture must be one uploaded here (POST /api/upload/public), never a link to elsewhere.
      let suggested: string | null = null;
      if (input.suggestedImageUrl) {
        suggested = await media.storedImage(input.suggestedImageUrl);
        if (!suggested)
          throw new BadRequestError(submissionMessages.suggestedImageNotOurs, {
            suggestedImageUrl: submissionMessages.suggestedImageNotOurs,
          });
      }
      const contentBody = input.contentBody ? sanitizePostHtml(input.contentBody) : null;
      const row = await repository.insert({
        name: input.name,
        email: input.email,
        title: input.title,
        article: contentBody === null ? input.article : plainText(contentBody),
        contentBody,
        imageUrl: imageUrl ?? suggested,
      });
      log.info({ submissionId: row.id }, 'article submitted');
    },
    async list(): Promise<Submission[]> {
      return (await repository.newestFirst().all()).map(toSubmission);
    },
    async page(request: AdminListQuery<AdminSortKey<'submissions'>>): Promise<Page<Submission>> {
      return mapPage(await repository.adminPage(request), toSubmission);
    },
    async get(id: string): Promise<Submission> {
      return toSubmission(await findOr404('Submission', id, repository.findById));
    },
    /** Creates a draft post from the submission, by-lined with the student's name. */
    async approve(id: string, admin: AuthenticatedAdmin): Promise<{ submission: Submission; post: Post }> {
      const row = await pending(id);
      const post = await posts.createDraftFromSubmission({
        title: row.title,
        slugBase: slugify(row.title) || 'submission',
        contentBody: articleBody(row),
        coverImageUrl: row.imageUrl,
        authorName: row.name,
      });
      await media.reveal([row.imageUrl]);
      const updated = await repository.update(row.id, { status: 'approved', postId: post._id });
      await recordApproval(admin, post, row.name);
      return { submission: toSubmission(updated!), post };
    },
    /**
     * The original front end's approval: the post as the reviewer edited it (title, slug, body,
     * cover, status), made by the posts service as the reviewer, by-lined with the student:
     * `values` gives the post's fields from the byline (and refuses invalid ones).
     */
    async approveAs(
      id: string,
      values: (byline: string) => Parameters<PostsService['create']>[0],
      admin: AuthenticatedAdmin,
    ): Promise<Post> {
      const row = await pending(id);
      const post = await posts.createFromSubmission(values(row.name), admin);
      await media.reveal([row.imageUrl, post.coverImageUrl]);
      await repository.update(row.id, { status: 'approved', postId: post._id });
      await recordApproval(admin, post, post.byline ?? '');
      return post;
    },
    async reject(id: string): Promise<Submission> {
      const row = await pending(id);
      return toSubmission((await repository.update(row.id, { status: 'rejected' }))!);
    },
    /** Removes a submission (the original front end's reject). */
    async remove(id: string): Promise<Submission> {
      const row = await findOr404('Submission', id, repository.delete);
      return toSubmission(row);
    },
    countPending: repository.countPending,
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
