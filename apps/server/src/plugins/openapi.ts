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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The bundled UI sets inline styles on its elements.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
