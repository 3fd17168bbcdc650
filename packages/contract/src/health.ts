import { z } from 'zod';

/** The answer of /health: 200 with `ok`, 503 with `unavailable`. */
export const HealthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** The answer of /health/ready: 503 with `draining` while the instance is stopping. */
export const ReadinessSchema = z
  .object({ status: z.enum(['ok', 'unavailable', 'draining']) })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
