import { defineModule } from '../../services.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../../services.ts' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** The admin dashboard's counts, asked of each module's service. */
export const dashboardModule = defineModule('dashboard', {
  dependencies: [
    'events',
    'posts',
    'executives',
    'materials',
    'podcast',
    'contact',
    'submissions',
    'members',
  ],
  provides: { dashboard: (_, services) => createDashboardService(services) },
  api: [dashboardRoutes],
});
