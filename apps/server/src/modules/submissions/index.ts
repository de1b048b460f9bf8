import { defineModule } from '../../services.ts';
import { submissionFormRoutes } from './submission-forms.routes.ts';
import { createSubmissionsRepository } from './submissions.repository.ts';
import { submissionsRoutes } from './submissions.routes.ts';
import { createSubmissionsService, type SubmissionsService } from './submissions.service.ts';

declare module '../../services.ts' {
  interface Services {
    submissions: SubmissionsService;
  }
}

/** Students' article submissions, approved into posts (their pictures into the media library). */
export const submissionsModule = defineModule('submissions', {
  // Uploads: the form's picture is stored by the uploads service.
  dependencies: ['activity', 'posts', 'media', 'uploads'],
  provides: {
    submissions: ({ database, log }, { posts, media, activity }) =>
      createSubmissionsService({
        repository: createSubmissionsRepository(database.db),
        posts,
        media,
        activity,
        log,
      }),
  },
  api: [submissionsRoutes],
  // The /submit page's plain form, without JavaScript.
  routes: (app, { config }) => app.register(submissionFormRoutes, { uploadMaxMb: config.uploadMaxMb }),
});
