import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { createMaterialsRepository } from './materials.repository.ts';
import { materialsRoutes } from './materials.routes.ts';
import { createMaterialsService, type MaterialsService } from './materials.service.ts';

declare module '../../services.ts' {
  interface Services {
    materials: MaterialsService;
  }
}

/** Study materials: lecture notes, past questions, handouts. */
export const materialsModule = fp<Infrastructure>(
  async (app, { database, routes }) => {
    app.services.materials = createMaterialsService(
      createMaterialsRepository(database.db),
      app.services.activity,
    );
    if (routes) await app.register(materialsRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'materials', dependencies: ['activity'] },
);
