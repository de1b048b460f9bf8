import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../../services.ts' {
  interface Services {
    dashboard: DashboardService;
  }
}

/** The admin dashboard's counts, asked of each module's service. */
export const dashboardModule = fp<Infrastructure>(
  async (app, { routes }) => {
    app.services.dashboard = createDashboardService(app.services);
    if (routes) await app.register(dashboardRoutes, { prefix: API_BASE_PATH });
  },
  {
    name: 'dashboard',
    dependencies: ['events', 'posts', 'executives', 'materials', 'podcast', 'contact', 'submissions'],
  },
);
