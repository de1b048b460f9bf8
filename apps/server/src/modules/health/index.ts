import { defineModule } from '../../services.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness probes, of the infrastructure alone: no service of its own. */
export const healthModule = defineModule('health', { api: [healthRoutes] });
