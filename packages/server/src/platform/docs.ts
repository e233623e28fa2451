import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BUILD_VERSION } from '@console/contract';

/** OpenAPI 3 generated from the routes' zod schemas, served at /{product}Api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance, opts: { apiBase: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Console API',
          version: BUILD_VERSION,
          description:
            'Envelope: { retCode: "000000", retData } or an error { retCode, errInfo, errKey, fields }.',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'token' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
        security: [{ token: [] }, { bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: `${opts.apiBase}/docs`,
      uiConfig: { docExpansion: 'list' },
    });
  },
  { name: 'docs' },
);
