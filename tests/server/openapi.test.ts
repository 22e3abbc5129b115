import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('server OpenAPI description', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it('describes every call of SPEC section 7 in OpenAPI 3.1, without signing in', async () => {
    const doc = (await h.anon.get('/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(expect.arrayContaining([
      'GET /api/casts/{id}', 'PUT /api/shadows/{token}/casts/{castId}', 'GET /api/shadows/{token}', 'PUT /api/shadows/{token}', 'POST /api/shadows/{token}/save',
      'GET /api/shadows/{token}/export', 'GET /api/shadows/{token}/cast', 'GET /api/accounts/current', 'PUT /api/accounts/current',
      'GET /api/user', 'POST /api/user/switchAccount', 'GET /api/accounts', 'GET /api/grids', 'GET /api/grids/{id}', 'POST /api/grids',
      'POST /api/grids/{id}/duplicate', 'POST /api/import', 'PUT /api/grids/{id}', 'DELETE /api/grids/{id}',
      'PUT /api/grids/{id}/versions/{versionId}', 'POST /api/grids/{id}/versions', 'PUT /api/grids/{id}/versions/{versionId}/publish',
      'PUT /api/grids/{id}/versions/{versionId}/unpublish', 'GET /api/grids/{id}/export', 'POST /api/grids/{id}/copy',
      'POST /api/grids/{id}/versions/{versionId}/copy', 'GET /api/grids/{gridId}/shadows', 'POST /api/grids/{gridId}/shadows',
      'DELETE /api/grids/{gridId}/shadows/{id}', 'GET /api/datapresets', 'GET /api/datapresets/{id}', 'POST /api/datapresets',
      'DELETE /api/datapresets/{id}', 'PUT /api/datapresets/{id}', 'GET /api/webhooks', 'POST /api/webhooks', 'PUT /api/webhooks/{id}',
      'DELETE /api/webhooks/{id}', 'POST /api/accounts/current/palettes', 'PUT /api/accounts/current/palettes/{id}',
      'DELETE /api/accounts/current/palettes/{id}', 'GET /api/admin/accounts', 'POST /api/admin/accounts',
      'POST /api/admin/accounts/{accountId}/users/{userId}', 'POST /api/admin/accounts/{accountId}/users',
      'DELETE /api/admin/accounts/{accountId}/users/{userId}', 'GET /api/admin/users/search', 'GET /api/admin/server/stats',
      'POST /api/session',
    ]));
    const save = doc.paths['/api/shadows/{token}'].put;
    expect(save.responses['409']).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['apiKey', 'bearer', 'session']);
  });

  it('serves the Swagger UI page and its assets', async () => {
    const page = await h.anon.get('/api-docs');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('/api-docs/start.js');
    expect(await (await fetch(`${h.server.url}/api-docs/start.js`)).text()).toContain('/openapi.json');
    expect((await fetch(`${h.server.url}/api-docs/swagger-ui-bundle.js`)).status).toBe(200);
    expect((await fetch(`${h.server.url}/api-docs/..%2Fpackage.json`)).status).toBe(404);
  });
});
