import { siteSettings, siteSettingsInput } from '@lss/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/routes.ts';

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
    signedIn(app, { area: 'settings', invalidates: ['settings'] }, [400], {
      tags,
      summary: 'Change the site identity',
      body: siteSettingsInput,
      response: { 200: siteSettings },
    }),
    (request) => settings.update(request.body, request.admin!),
  );
};
