import { z } from 'zod';

/** Liveness (`/api/health`): the process is up and serving, answered from memory. */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** Readiness (`/api/ready`): whether this instance can serve requests that need its dependencies. */
export const readyResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Where uploads live: DATA_DIR/uploads or the S3 bucket. */
  storage: z.enum(['up', 'down']),
  /** Why the instance is not ready (503 only). */
  message: z.string().optional(),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
