import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import { slugify } from '@lss/shared/constants';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { Post } from '@lss/shared/posts';
import { type Submission, type submissionInput, submissionMessages } from '@lss/shared/submissions';
import type { z } from 'zod';
import { ConflictError } from '../../lib/errors.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { SubmissionsRepository } from './submissions.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text paragraphs (blank-line separated) as the HTML the editor would have made. */
export function articleHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createSubmissionsService(deps: {
  repository: SubmissionsRepository;
  posts: PostsService;
  log: Logger;
}) {
  const { repository, posts, log } = deps;

  async function pending(id: string) {
    const row = await findOr404('Submission', id, repository.findById);
    if (row.status !== 'pending') throw new ConflictError(submissionMessages.alreadyReviewed);
    return row;
  }

  return {
    /** Stores a pending submission; a filled honeypot is answered the same and dropped. */
    async submit(input: z.output<typeof submissionInput>, imageUrl: string | null): Promise<void> {
      if (input.website?.trim()) {
        log.warn({}, 'submission dropped: honeypot filled');
        return;
      }
      const row = await repository.insert({
        name: input.name,
        email: input.email,
        title: input.title,
        article: input.article,
        imageUrl,
      });
      log.info({ submissionId: row.id }, 'article submitted');
    },
    async list(): Promise<Submission[]> {
      return (await repository.newestFirst().all()).map(recordOut);
    },
    async page(request: AdminListQuery<AdminSortKey<'submissions'>>): Promise<Page<Submission>> {
      return mapPage(await repository.adminPage(request), recordOut);
    },
    async get(id: string): Promise<Submission> {
      return recordOut(await findOr404('Submission', id, repository.findById));
    },
    /** Creates a draft post from the submission, by-lined with the student's name. */
    async approve(id: string): Promise<{ submission: Submission; post: Post }> {
      const row = await pending(id);
      const post = await posts.createDraftFromSubmission({
        title: row.title,
        slugBase: slugify(row.title) || 'submission',
        contentBody: articleHtml(row.article),
        coverImageUrl: row.imageUrl,
        authorName: row.name,
      });
      const updated = await repository.update(row.id, { status: 'approved', postId: post._id });
      return { submission: recordOut(updated!), post };
    },
    async reject(id: string): Promise<Submission> {
      const row = await pending(id);
      return recordOut((await repository.update(row.id, { status: 'rejected' }))!);
    },
    countPending: repository.countPending,
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
