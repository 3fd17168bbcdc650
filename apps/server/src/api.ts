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
import { ProblemSchema } from '@restaurant/contract/problem.ts';

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

/** The error answers every route may give, for the OpenAPI reference. */
export const problems = {
  400: ProblemSchema,
  401: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
};
