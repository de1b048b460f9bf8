import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/routes.ts';

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backup',
    signedIn(app, { area: 'settings' }, [], {
      tags: ['Backup'],
      summary: 'Download a backup archive (tar.gz): all content as JSON plus the uploaded files',
      produces: ['application/gzip'],
    }),
    async (request, reply) => {
      const archive = await app.services.backup.archive();
      request.log.info({ by: request.admin!.id }, 'backup downloaded');
      return reply
        .type('application/gzip')
        .header(
          'content-disposition',
          `attachment; filename="lss-backup-${new Date().toISOString().slice(0, 10)}.tar.gz"`,
        )
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
