import { errorResponse } from '@lss/shared/errors';
import { siteSettings, siteSettingsInput } from '@lss/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.settings;
  const tags = ['Site settings'];

  app.get(
    '/settings',
    {
      config: { cache: ['settings'] },
      schema: { tags, summary: 'Site identity shown on every page', response: { 200: siteSettings } },
    },
    async () => settings.get(),
  );
  app.put(
    '/settings',
    {
      config: { area: 'settings', invalidates: ['settings'] },
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Change the site identity',
        body: siteSettingsInput,
        response: { 200: siteSettings, 400: errorResponse },
      },
    },
    (request) => settings.update(request.body, request.admin!),
  );
};
