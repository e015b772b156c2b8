import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  jsonSchemaTransform,
} from 'fastify-type-provider-zod';
import { contractSchemaRegistry } from './openapi-components.ts';
import { refineOpenApi, type JsonObject } from './openapi-refine.ts';

/**
 * Bodies and responses name the contract's schemas as components; parameters stay inline,
 * because @fastify/swagger lists a parameter per property and cannot follow a `$ref` there.
 */
function transforms() {
  const schemaRegistry = contractSchemaRegistry();
  const withRefs = createJsonSchemaTransform({ schemaRegistry });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });
  type Input = Parameters<typeof withRefs>[0];
  const transform = (input: Input) => {
    if (!input.schema) return jsonSchemaTransform(input);
    const { params, querystring, headers, ...rest } = input.schema;
    const inline = jsonSchemaTransform({ ...input, schema: { params, querystring, headers } });
    const referenced = withRefs({ ...input, schema: rest });
    return { ...referenced, schema: { ...inline.schema, ...referenced.schema } };
  };
  const transformObject = (input: Parameters<typeof withComponents>[0]) =>
    refineOpenApi(withComponents(input) as JsonObject) as ReturnType<typeof withComponents>;
  return { transform, transformObject };
}

/**
 * OpenAPI generated from the contract's zod schemas on every route, completed by
 * `refineOpenApi` (names, statuses, components); Swagger UI beside it.
 */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    // HEAD is answered wherever GET is (Fastify's exposeHeadRoutes): documented from the same
    // route table, so a client or monitor may rely on it (see README, API).
    exposeHeadRoutes: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brandName} API`,
        description: 'Errors answer `{ code, message }` with the statuses of the error catalog.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // A phone remote's token (live run): drives one meeting's run, nothing else.
          controlToken: { type: 'apiKey', in: 'header', name: 'X-Control-Token' },
        },
      },
    },
    ...transforms(),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
