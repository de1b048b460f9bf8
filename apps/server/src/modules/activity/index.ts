import { defineModule } from '../../services.ts';
import { createActivityRepository } from './activity.repository.ts';
import { activityRoutes } from './activity.routes.ts';
import { type ActivityService, createActivityService } from './activity.service.ts';

declare module '../../services.ts' {
  interface Services {
    activity: ActivityService;
  }
}

/** The audit log: the other modules' services write it, administrators read it. */
export const activityModule = defineModule('activity', {
  provides: { activity: ({ database }) => createActivityService(createActivityRepository(database.db)) },
  api: [activityRoutes],
});
