import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createSubmissionsRepository } from './submissions.repository.ts';
import { submissionsRoutes } from './submissions.routes.ts';
import { createSubmissionsService, type SubmissionsService } from './submissions.service.ts';

declare module '../../services.ts' {
  interface Services {
    submissions: SubmissionsService;
  }
}

/** Students' article submissions, approved into posts (their pictures into the media library). */
export const submissionsModule = fp<Infrastructure>(
  async (app, { database, log, routes }) => {
    const { posts, media, activity } = app.services;
    app.services.submissions = createSubmissionsService({
      repository: createSubmissionsRepository(database.db),
      posts,
      media,
      activity,
      log,
    });
    if (routes) await app.register(submissionsRoutes, { prefix: API_BASE_PATH });
  },
  // Uploads: the form's picture is stored by the uploads service.
  { name: 'submissions', dependencies: ['activity', 'posts', 'media', 'uploads'] },
);
