import type { FieldError } from '@restaurant/contract/problem.ts';

/** An error whose status and message are safe to show to the client. */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** Members the problem document carries beside the standard ones (RFC 9457 extensions). */
  readonly extensions: Record<string, unknown>;

  constructor(
    status: number,
    title: string,
    detail: string,
    options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.status = status;
    this.title = title;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldError[]) {
    super(400, 'Bad Request', 'The request is not valid.', { errors });
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, 'Not Found', `${what} does not exist.`);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string, extensions?: Record<string, unknown>) {
    super(409, 'Conflict', detail, { extensions });
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Authentication is required.') {
    super(401, 'Unauthorized', detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail: string) {
    super(403, 'Forbidden', detail);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'Too Many Requests', `Too many attempts. Try again in ${seconds} seconds.`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** The service cannot take the request now (the database does not answer, too much work waits). */
export class ServiceUnavailableError extends AppError {
  constructor(
    retryAfterSeconds: number,
    detail = 'The service is briefly unavailable. Try again shortly.',
  ) {
    super(503, 'Service Unavailable', detail, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}
