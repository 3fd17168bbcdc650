import { z } from 'zod';

/** The answer of /health: 200 with `ok`, 503 with `unavailable`. */
export const HealthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
