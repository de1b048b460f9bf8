import { uploadLinkBase } from '../../lib/upload-links.ts';
import { defineModule } from '../../services.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';
import { serveUploads } from './uploads.static.ts';

declare module '../../services.ts' {
  interface Services {
    uploads: UploadsService;
  }
}

/** Uploaded files: checked, stored, listed in the media library, and served under /uploads. */
export const uploadsModule = defineModule('uploads', {
  dependencies: ['activity', 'media'],
  provides: {
    uploads: ({ config, storage }, { media, activity }) =>
      createUploadsService({
        storage,
        linkBase: uploadLinkBase(config),
        library: { record: (file, origin) => media.record(file, origin) },
        activity,
      }),
  },
  api: [uploadsRoutes],
  routes: (app, { storage }) => app.register(serveUploads, { storage }),
});
