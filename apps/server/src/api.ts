import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@restaurant/contract/common.ts';

/** The Fastify instance the API modules register their routes on. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const IdParams = z.strictObject({ id: IdParamSchema });
export const NoContent = z.null();

/** A read anyone may make whose answer every guest shares: kept by the page cache and CDNs. */
export const SHARED_READ = { public: true, cached: true } as const;
