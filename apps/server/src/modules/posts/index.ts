import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure, Services } from '../../services.ts';
import { createPostsRepository } from './posts.repository.ts';
import { postsRoutes } from './posts.routes.ts';
import { createPostsService } from './posts.service.ts';

/** Posts whose public reads give the alt text of their covers. */
function createPosts(
  infrastructure: Infrastructure,
  services: Pick<Services, 'settings' | 'media' | 'activity'>,
) {
  const { settings, media, activity } = services;
  const service = createPostsService(
    createPostsRepository(infrastructure.database.db),
    settings.timeZone,
    activity,
    infrastructure.clock,
  );
  const alts = media.withAlts([['coverImageUrl', 'coverImageAlt']]);
  return {
    ...service,
    listPublished: alts(service.listPublished),
    pagePublished: alts(service.pagePublished),
    getPublished: alts(service.getPublished),
  };
}

declare module '../../services.ts' {
  interface Services {
    posts: ReturnType<typeof createPosts>;
  }
}

/** News and publications: drafts, review, revisions, publication. */
export const postsModule = fp<Infrastructure>(
  async (app, infrastructure) => {
    app.services.posts = createPosts(infrastructure, app.services);
    if (infrastructure.routes) await app.register(postsRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'posts', dependencies: ['activity', 'settings', 'media'] },
);
