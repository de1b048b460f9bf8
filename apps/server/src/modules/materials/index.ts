import { defineModule } from '../../services.ts';
import { createMaterialsRepository } from './materials.repository.ts';
import { materialsRoutes } from './materials.routes.ts';
import { createMaterialsService, type MaterialsService } from './materials.service.ts';

declare module '../../services.ts' {
  interface Services {
    materials: MaterialsService;
  }
}

/** Study materials: lecture notes, past questions, handouts. */
export const materialsModule = defineModule('materials', {
  dependencies: ['activity'],
  provides: {
    materials: ({ database }, { activity }) =>
      createMaterialsService(createMaterialsRepository(database.db), activity),
  },
  api: [materialsRoutes],
});
