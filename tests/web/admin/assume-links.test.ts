import { describe, expect, it } from 'vitest';
import { assumeLink, assumeRequestPath } from '../../../web/admin/admin-api.js';

describe('assume links and the request behind them (SPEC section 2)', () => {
  it('links to the assume page with the user, the account and where to go, encoded', () => {
    expect(assumeLink('u_1', 7, '/app/grids')).toBe('/app/admin/assume?userId=u_1&accountId=7&redirect=%2Fapp%2Fgrids');
    expect(assumeLink('a b&c', null, '/app/grids/x?gridVersionId=2')).toBe('/app/admin/assume?userId=a+b%26c&redirect=%2Fapp%2Fgrids%2Fx%3FgridVersionId%3D2');
  });

  it("requests the page's own path with /app swapped for /api, keeping the query", () => {
    const link = new URL(assumeLink('u_1', 7, '/app/grids'), 'http://gridcast.test');
    expect(assumeRequestPath(link.pathname, link.search)).toBe('/api/admin/assume?userId=u_1&accountId=7&redirect=%2Fapp%2Fgrids');
    // Only the leading /app segment changes.
    expect(assumeRequestPath('/app/admin/assume', '?redirect=/app/x')).toBe('/api/admin/assume?redirect=/app/x');
    expect(assumeRequestPath('/application/app/x', '')).toBe('/application/app/x');
  });
});
