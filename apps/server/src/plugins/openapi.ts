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
  { name: 'health', description: 'Whether the service and its database answer.' },
];

/** The API and the health check; pages, assets, dictionaries and the admin app are not API. */
const isDocumented = (url: string) => url.startsWith('/api/') || url === '/health';

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
  return {
    url,
    schema: {
      ...schema,
      operationId: operationId(method, url),
      // An empty list says in the document that a public route needs no credentials.
      security: route.config?.public ? [] : SESSION,
      response: responses,
    },
  };
};

type Schemas = Record<string, Record<string, unknown>>;
type Document = { paths?: unknown; components?: { schemas?: Schemas } };

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
    transformObject: (input) => withoutUnusedSchemas(zodTransformObject(input)),
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
