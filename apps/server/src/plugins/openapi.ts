import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { ProblemSchema } from '@restaurant/contract/problem.ts';
import {
  PROBLEM_MEDIA_TYPE,
  problemAnswer,
  problemStatuses,
} from '#src/plugins/openapi-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The file field of a multipart upload, for the document: Fastify does not parse such a
     * body against a schema, so the route's schema cannot describe it.
     */
    uploadField?: { name: string; description: string };
    /**
     * A read that tags its answer (`ETag`) and answers 304 itself to `If-None-Match` while the
     * tag is current, as the page cache does for the reads it keeps.
     */
    tagged?: boolean;
  }
}

const SCHEMAS = '#/components/schemas/';
// The registry id of the problem schema is the name it is referenced by.
const PROBLEM_REF = `${SCHEMAS}${ProblemSchema.meta()?.id}`;

const TAGS = [
  { name: 'auth', description: 'Logging in and out with password and authenticator code.' },
  { name: 'allergens', description: 'The allergens dishes can list.' },
  { name: 'categories', description: 'Food and drink categories, in menu order.' },
  { name: 'foods', description: 'The dishes of the menu.' },
  { name: 'drinks', description: 'Drinks with their priced variants.' },
  { name: 'drink variants', description: 'The sizes and prices of one drink.' },
  { name: 'daily menus', description: 'The menu of one day.' },
  { name: 'daily menu items', description: 'The dishes of one daily menu, in order.' },
  { name: 'offers', description: 'Offers that run for a period; some are featured.' },
  { name: 'offer items', description: 'The dishes of one offer, in order.' },
  { name: 'events', description: 'Events and set-menu evenings with their own seats and price.' },
  { name: 'admin', description: "The admin's summary of the content and the day." },
  { name: 'health', description: 'Whether the service and its database answer.' },
  { name: 'site', description: 'What each public page shows, as the server renders it.' },
];

/** The API and the health check; pages, assets, dictionaries and the admin app are not API. */
const isDocumented = (url: string) => url.startsWith('/api/') || /^\/health(\/|$)/.test(url);

/** `GET /api/allergens/:id` → `getAllergensById`: unique because method and path are. */
function operationId(method: HTTPMethods, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalized.join('');
}

type Responses = Record<string, Record<string, unknown>>;
const SESSION: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

const zodTransform = createJsonSchemaTransform({});

/** The zod schemas turned into JSON Schema, plus what every route's configuration implies. */
const transform: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (!isDocumented(url) || route.schema?.hide) return { schema: { hide: true }, url };
  const { schema } = zodTransform(input);
  const responses: Responses = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Responses)) {
    // A route's own answers are described by their reason phrase ('OK', 'Created', 'No Content').
    // @fastify/swagger drops the siblings of a `$ref` from the schema but reads its description.
    const description = STATUS_CODES[status];
    responses[status] =
      '$ref' in body
        ? { ...body, description }
        : { 'x-response-description': description, ...body };
  }
  for (const status of problemStatuses(route)) {
    const { description, headers } = problemAnswer(status);
    responses[status] ??= {
      description,
      ...(headers ? { headers } : {}),
      content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: PROBLEM_REF } } },
    };
  }
  const method = [route.method].flat()[0]!;
  if (method === 'GET' && (route.config?.cached || route.config?.tagged)) {
    // What the page cache keeps it tags, and answers 304 for while the tag is current.
    const etag = { ETag: { type: 'string', description: ETAG_DESCRIPTION } };
    responses['200'] = { ...responses['200'], headers: etag };
    responses['304'] = { type: 'null', description: NOT_MODIFIED, headers: etag };
  }
  const upload = route.config?.uploadField;
  const ifNoneMatch = responses['304'] && {
    headers: {
      type: 'object',
      properties: { 'If-None-Match': { type: 'string', description: IF_NONE_MATCH_DESCRIPTION } },
    },
  };
  return {
    url,
    schema: {
      ...schema,
      ...ifNoneMatch,
      ...(upload
        ? {
            body: {
              type: 'object',
              required: [upload.name],
              properties: {
                [upload.name]: {
                  type: 'string',
                  format: 'binary',
                  description: upload.description,
                },
              },
              additionalProperties: false,
            },
          }
        : {}),
      operationId: operationId(method, url),
      // An empty list says in the document that a public route needs no credentials.
      security: route.config?.public ? [] : SESSION,
      response: responses,
    },
  };
};

type Schemas = Record<string, Record<string, unknown>>;
type Document = { paths?: unknown; components?: { schemas?: Schemas } };
type Operation = {
  security?: unknown[];
  parameters?: Array<Record<string, unknown>>;
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

const ETAG_DESCRIPTION = 'The tag of this answer, for `If-None-Match` and `If-Match`.';
const NOT_MODIFIED = 'Not Modified: the answer tagged `If-None-Match` is still current.';
const IF_NONE_MATCH_DESCRIPTION =
  'The `ETag` of an answer the client keeps: 304 without a body while it is current.';

const tagHeader = (description: string, required: boolean) => ({
  description,
  required,
  schema: { type: 'string' },
});
const requestHeader = (name: string, description: string) => ({
  in: 'header',
  name,
  required: false,
  description,
  schema: { type: 'string' },
});

/**
 * A change takes `If-Match` and answers 412 when what its address reads has changed since; its
 * answer's `ETag` is sent only then, which Fastify's route schemas cannot say.
 */
function withConditionalRequests<T extends object>(original: T): T {
  const paths = (original as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'put') {
        operation.parameters = [
          ...(operation.parameters ?? []),
          requestHeader(
            'If-Match',
            'The `ETag` of the read the change is based on (any encoding’s form of it): 412 and ' +
              'no change when what the address reads has changed since.',
          ),
        ];
        operation.responses['200']!.headers = {
          ...operation.responses['200']!.headers,
          ETag: tagHeader(
            'Sent when the change carried `If-Match`: the tag of what the address reads now, ' +
              'for the next change.',
            false,
          ),
        };
      }
    }
  }
  return original;
}

/**
 * The contract registers both the input and the output form of every named schema; only those
 * the paths reach (directly or through other schemas) belong in the document.
 */
function withoutUnusedSchemas<T extends object>(original: T): T {
  const document = original as Document;
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMAS)) {
        const name = child.slice(SCHEMAS.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  // A component's `$id` (its own reference, with a fragment) would make it a new base URI; the
  // document's dialect already is draft 2020-12, so `$schema` says nothing either.
  const kept = Object.entries(schemas)
    .filter(([name]) => used.has(name))
    .map(([name, { $id: _id, $schema: _dialect, ...schema }]) => [name, schema]);
  const components = { ...document.components, schemas: Object.fromEntries(kept) };
  return { ...original, components };
}

const zodTransformObject = createJsonSchemaTransformObject({});

/** The OpenAPI 3.1 document at /api/openapi.json and a reference UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restaurant API',
        version: '1.0.0',
        description:
          'Menu, drinks, allergens, daily menus and offers. Reads are public; writes need an admin ' +
          'session (Bearer token from /api/auth/login, or the accessToken cookie it sets). Errors ' +
          'are RFC 9457 problem documents (`application/problem+json`).',
        contact: { name: 'The restaurant', url: `${publicUrl}/impressum` },
        license: { name: 'Proprietary; all rights reserved', url: `${publicUrl}/impressum` },
      },
      servers: [{ url: publicUrl, description: 'This site' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
        },
      },
    },
    transform,
    transformObject: (input) =>
      withConditionalRequests(withoutUnusedSchemas(zodTransformObject(input))),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // As strict as the rest of the site, but for the inline styles the bundled UI sets.
    staticCSP:
      "default-src 'self'; base-uri 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
