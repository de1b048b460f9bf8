import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { uploadLink, uploadLinkBase } from '../../lib/upload-links.ts';
import { defineModule } from '../../services.ts';
import { removeStored } from '../uploads/uploads.service.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaService, VISITOR_UPLOADS_SWEPT_EVERY_MS } from './media.service.ts';

declare module '../../services.ts' {
  interface Services {
    media: MediaService;
  }
}

/**
 * The media library: every stored upload listed once, with its alt text. The uploads module lists
 * what it stores here; the files themselves are the storage's.
 */
export const mediaModule = defineModule('media', {
  dependencies: ['activity'],
  provides: {
    media: ({ config, database, storage, clock }, { activity }) =>
      createMediaService({
        repository: createMediaRepository(database.db),
        storage,
        link: uploadLink(storage, uploadLinkBase(config)),
        removeFiles: (key) => removeStored(storage, key),
        activity,
        clock,
      }),
  },
  // Files stored before the media library existed get listed once (decision 019); a storage that
  // does not answer must not keep the site from starting: the next start tries again. Visitors'
  // pictures that no submission kept are removed at start and once a day (decision 024).
  setUp: (app) => {
    app.addHook('onReady', async () => {
      try {
        const added = await app.services.media.backfill();
        if (added) app.log.info({ added }, 'media library: listed files stored before it existed');
      } catch (error) {
        app.log.warn({ err: error }, 'media library: could not list the stored files');
      }
    });
    repeatWhileOpen(
      app,
      {
        everyMs: VISITOR_UPLOADS_SWEPT_EVERY_MS,
        first: 'at ready',
        failure: "media library: could not remove visitors' unused pictures",
      },
      async () => {
        const removed = await app.services.media.removeAbandonedVisitorUploads();
        if (removed)
          app.log.info({ removed }, "media library: removed visitors' pictures no submission kept");
      },
    );
  },
  api: [mediaRoutes],
});
