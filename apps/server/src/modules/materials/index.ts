import { defineModule } from '../../services.ts';
import { createPrivateFiles } from '../uploads/private-files.ts';
import { createMaterialsRepository } from './materials.repository.ts';
import { materialsRoutes } from './materials.routes.ts';
import { createMaterialsService, type MaterialsService } from './materials.service.ts';

declare module '../../services.ts' {
  interface Services {
    materials: MaterialsService;
  }
}

/** Study materials: lecture notes, past questions, handouts; some for members only. */
export const materialsModule = defineModule('materials', {
  dependencies: ['activity'],
  provides: {
    // Members-only files are moved out of public reach (decision 031).
    materials: ({ database, storage }, { activity }) =>
      createMaterialsService(createMaterialsRepository(database.db), activity, createPrivateFiles(storage)),
  },
  api: [materialsRoutes],
});
