import { API_BASE_PATH } from '@lss/shared/constants';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../../services.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness probes, of the infrastructure alone: no service of its own. */
export const healthModule = fp<Infrastructure>(
  async (app, { routes }) => {
    if (routes) await app.register(healthRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'health' },
);
