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
      description: 'Grid templates, versions, shadows, casts, data presets, palettes, webhooks and administration. Errors are `{ "error": "..." }`. Request bodies may be gzip-compressed (Content-Encoding: gzip). '
        + 'A cast token of 16 or more characters is a capability: the cast it names (its page, fonts and PDF under /api/casts/{castToken}) '
        + 'answers without signing in, read-only and for that cast alone; revoking the cast or giving it a new token ends that. Everything else needs a session cookie or an API key.',
    },
    servers: [{ url: '/' }],
  });
}
