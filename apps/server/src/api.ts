import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@restaurant/contract/common.ts';
import type { Context } from '#src/context.ts';

/** The Fastify instance the API modules register their routes on. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Sends an answer already made as JSON text (or its bytes): Fastify sends a string with a JSON
 * content type as it is, without the response schema's serializer (which then only documents it).
 */
export const sendJson = (reply: FastifyReply, text: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(text);

export const IdParams = z.strictObject({ id: IdParamSchema });
export const NoContent = z.null();

/** A read anyone may make whose answer every guest shares: kept by the page cache and CDNs. */
export const SHARED_READ = { public: true, cached: true } as const;
/**
 * Told of each change of a dish (a food, or one size of a drink) inside the transaction that makes
 * it, so that the daily-menu and offer items made from it follow (see app.ts).
 */
export type DishChanged = (
  tx: Context,
  dish: { foodId: number } | { drinkVariantId: number },
) => Promise<void>;
