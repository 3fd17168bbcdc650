import type { Problem } from '@restaurant/contract/problem.ts';

/** An answer from the API other than success, with the problem document it sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, problem: Problem | undefined, retryAfter: string | null) {
    super(problem?.detail ?? `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfter ? Number(retryAfter) : undefined;
  }
}

let onUnauthorized: () => void = () => undefined;

/**
 * The calls whose 401 the session's owner reads itself: a refused login, and the session check
 * that tells whether a session is over.
 */
const SESSION_CALLS = new Set(['/api/auth/login', '/api/auth/me']);

/**
 * What to do when a call is refused for want of a session. Not every such refusal ends it (a
 * wrong current password in an account change is refused the same way), so the admin app asks.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The tag of what each address read as last read or written: the version an edit starts from. */
const tags = new Map<string, string>();
/** The tag a change to an address must still find (If-Match), set by the form making it. */
const expected = new Map<string, string>();

export const tagOf = (path: string): string | undefined => tags.get(path);

/**
 * Makes a change (a PUT to `path`) on the condition that what it replaces still reads as it did
 * at `tag`: the server refuses it (412) when someone else has saved it since.
 */
export function changeIfUnchanged<T>(
  path: string,
  tag: string | undefined,
  change: () => Promise<T>,
): Promise<T> {
  if (tag === undefined) return change();
  expected.set(path, tag);
  return change().finally(() => expected.delete(path));
}

/**
 * Sends a call to the JSON API and answers its response, throwing an ApiError for anything but
 * success or 304. The session travels in the HttpOnly cookie the login set, so page scripts never
 * hold the token.
 */
async function send(
  method: string,
  path: string,
  body: unknown,
  ifNoneMatch?: string,
): Promise<Response> {
  const ifMatch = method === 'PUT' ? expected.get(path) : undefined;
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    // Public reads may be kept by browsers for a few seconds (docs/decisions/006-cdn-caching.md);
    // the admin asks the server every time, which answers 304 when nothing changed. A read sent
    // with the tag of the answer the page holds gets the server's 304 itself.
    cache: ifNoneMatch ? 'no-store' : 'no-cache',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(ifMatch ? { 'if-match': ifMatch } : {}),
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 304) {
    const problem = (await response.json().catch(() => undefined)) as Problem | undefined;
    const error = new ApiError(response.status, problem, response.headers.get('retry-after'));
    if (response.status === 401 && !SESSION_CALLS.has(path)) onUnauthorized();
    throw error;
  }
  return response;
}

/** Calls the JSON API and answers what it sent back (nothing for 204). */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  const tag = response.headers.get('etag');
  if (tag && (method === 'GET' || method === 'PUT')) tags.set(path, tag);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The tag each answer read with `getUnlessUnchanged` came with. */
const answerTags = new WeakMap<object, string>();

/**
 * Reads an address again unless the answer the page holds from it (`held`) is still current:
 * asked with its tag, the server answers 304 without a body and `held` stays.
 */
export async function getUnlessUnchanged<T extends object>(
  path: string,
  held: T | undefined,
): Promise<T> {
  const response = await send('GET', path, undefined, held && answerTags.get(held));
  if (response.status === 304 && held) return held;
  const answer = (await response.json()) as T;
  const tag = response.headers.get('etag');
  if (tag) answerTags.set(answer, tag);
  return answer;
}

/** Marks what is kept in place of an answer (its unchanged parts shared) with the answer's tag. */
export function keepTag(answer: unknown, kept: unknown): void {
  const tag = typeof answer === 'object' && answer !== null ? answerTags.get(answer) : undefined;
  if (tag && kept !== answer && typeof kept === 'object' && kept !== null) {
    answerTags.set(kept, tag);
  }
}

/**
 * Sends one file as multipart/form-data in the field `file`, reporting how much has gone
 * (0 to 1); fetch cannot report upload progress, XMLHttpRequest can.
 */
export function upload<T>(
  path: string,
  file: Blob,
  onProgress: (done: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error('A kapcsolat megszakadt a feltöltés közben.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      if (request.status === 401) onUnauthorized();
      reject(
        new ApiError(
          request.status,
          body as Problem | undefined,
          request.getResponseHeader('retry-after'),
        ),
      );
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
