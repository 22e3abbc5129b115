import { describe, expect, it } from 'vitest';
import { readShadowQuery, withVersion } from '../../../web/shadows/shadow-query.js';

describe('a shadow address\'s query (SPEC section 2)', () => {
  it('makes contextKey/contextValue pairs one JSON object for the x-context header, none without pairs', () => {
    expect(readShadowQuery(new URLSearchParams('contextKey=crm&contextValue=42&contextKey=deal&contextValue=7')).context).toBe('{"crm":"42","deal":"7"}');
    expect(readShadowQuery(new URLSearchParams('gridVersionId=v1')).context).toBeUndefined();
  });

  it('escapes characters past ASCII, so the header can be sent, and the text still parses to the same pairs', () => {
    const context = readShadowQuery(new URLSearchParams({ contextKey: 'client', contextValue: 'Zoë 日本 😀' })).context!;
    expect(context).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(context)).toEqual({ client: 'Zoë 日本 😀' });
  });

  it('allows downloads unless permitDownload is the text false, and rewrites the version in an address', () => {
    expect(readShadowQuery(new URLSearchParams('permitDownload=0')).permitDownload).toBe(true);
    expect(readShadowQuery(new URLSearchParams('permitDownload=false')).permitDownload).toBe(false);
    expect(withVersion('/app/shadows/t?gridVersionId=a&contextKey=k', 'b')).toBe('/app/shadows/t?gridVersionId=b&contextKey=k');
  });
});
