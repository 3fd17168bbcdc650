import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/openapi.json and a reference UI at /api/docs, built from the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Restaurant API',
        version: '1.0.0',
        description:
          'Menu, drinks, allergens, daily menus and offers. Reads are public; writes need an admin ' +
          'session (Bearer token from /api/auth/login, or the accessToken cookie it sets).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
        },
      },
    },
    // Routes not marked public are documented as needing the session.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const isPublic = input.route.config?.public === true;
      if (isPublic || !input.url.startsWith('/api/')) return output;
      return {
        ...output,
        schema: { ...output.schema, security: [{ bearer: [] }, { cookie: [] }] },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // As strict as the rest of the site, but for the inline styles the bundled UI sets.
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
