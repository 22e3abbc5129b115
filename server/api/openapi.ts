import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';

/** A registry with the three ways to authenticate; routes register themselves into it (api/define.ts). */
export function newRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'x-api-key' });
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token' });
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'gridcast_session' });
  return registry;
}

export function openApiDocument(registry: OpenAPIRegistry): object {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Gridcast API', version: '1.0.0',
      description: 'Grid templates, versions, shadows, casts, data presets, palettes, webhooks and administration. Errors are `{ "error": "..." }`. Request bodies may be gzip-compressed (Content-Encoding: gzip).',
    },
    servers: [{ url: '/' }],
  });
}
