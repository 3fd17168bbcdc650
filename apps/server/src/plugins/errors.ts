import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError, Problem } from '@restaurant/contract/problem.ts';
import { isDatabaseUnavailable } from '#src/db/errors.ts';
import { AppError, ServiceUnavailableError } from '#src/lib/errors.ts';

/** How long a client should wait before retrying while the database does not answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Answers about credentials and limits belong to one client at one moment; no cache may keep them.
const UNCACHEABLE = new Set([401, 429, 503]);

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: FieldError[],
  extensions: Record<string, unknown> = {},
): FastifyReply {
  const body: Problem = {
    ...extensions,
    type: 'about:blank',
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
  if (UNCACHEABLE.has(status)) reply.header('cache-control', 'no-store');
  return reply.status(status).type('application/problem+json; charset=utf-8').send(body);
}

/** Answers with an error meant for the client, without passing through the error handler. */
export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  reply.headers(error.headers);
  return sendProblem(reply, error.status, error.message, error.errors, error.extensions);
}

function validationErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const where = error.validationContext === 'body' ? [] : [error.validationContext];
    const path = [...where, ...issue.instancePath.split('/').filter(Boolean)];
    // An unknown field is reported at the field itself.
    const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : null;
    if (keys)
      return keys.map((key) => ({ path: [...path, key].join('.'), message: 'Unknown field' }));
    return [{ path: path.join('.'), message: issue.message }];
  });
}

/** Maps every error to a problem document; the body of a 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error: FastifyError | AppError = thrown;
    if (isDatabaseUnavailable(thrown)) {
      request.log.error({ err: thrown }, 'database unavailable: answered 503');
      error = new ServiceUnavailableError(UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, 400, 'The request is not valid.', validationErrors(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendProblem(reply, 429, 'Too many requests. Try again later.');
    }
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'The request body must be JSON (Content-Type: application/json).'
          : error.message;
      return sendProblem(reply, status, detail);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong on our side.');
  });

  // Any other page address leads to the home page; the API answers 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = !/^\/(api|assets|media|locales)(\/|$)/.test(path);
    if (isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.redirect('/', 302);
    }
    return sendProblem(reply, 404, `No resource at ${request.method} ${path}.`);
  });
}
