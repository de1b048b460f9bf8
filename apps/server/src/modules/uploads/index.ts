import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import { uploadLinkBase } from '../../lib/upload-links.ts';
import type { Infrastructure } from '../../services.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';
import { serveUploads } from './uploads.static.ts';

declare module '../../services.ts' {
  interface Services {
    uploads: UploadsService;
  }
}

/** Uploaded files: checked, stored, listed in the media library, and served under /uploads. */
export const uploadsModule = fp<Infrastructure>(
  async (app, { config, storage, routes }) => {
    const { media } = app.services;
    app.services.uploads = createUploadsService({
      storage,
      linkBase: uploadLinkBase(config),
      library: { record: (file, origin) => media.record(file, origin) },
      activity: app.services.activity,
    });
    if (!routes) return;
    await app.register(uploadsRoutes, { prefix: API_BASE_PATH });
    await app.register(serveUploads, { storage });
  },
  { name: 'uploads', dependencies: ['activity', 'media'] },
);
