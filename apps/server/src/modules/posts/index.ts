import { defineModule } from '../../services.ts';
import { createPostsRepository } from './posts.repository.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService, type PostsService } from './posts.service.ts';

declare module '../../services.ts' {
  interface Services {
    posts: PostsService;
  }
}

/** News and publications: drafts, review, revisions, publication. */
export const postsModule = defineModule('posts', {
  dependencies: ['activity', 'settings', 'media'],
  provides: {
    // Public reads give the alt text of their covers.
    posts: ({ database, clock }, { settings, media, activity }) =>
      media.withAlts(
        createPostsService(createPostsRepository(database.db), settings.timeZone, activity, clock),
        ['listPublished', 'pagePublished', 'getPublished'],
        [['coverImageUrl', 'coverImageAlt']],
      ),
  },
  api: [postsRoutes],
});
