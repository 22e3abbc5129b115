import { describe, expect, it } from 'vitest';
import { judgePrinterRequest, viewerSources } from '../../../server/pdf/printer-requests.js';

const SERVER = 'http://127.0.0.1:4000';
const byToken = viewerSources(`${SERVER}/app/casts/abc?forPdf=true`, '/api/casts/abc/page');
const ofShadow = viewerSources(`${SERVER}/app/shadows/s1/cast?forPdf=true`, '/api/shadows/s1/cast');

const get = (url: string, resourceType = 'image') => ({ url, method: 'GET', resourceType });

describe('what the PDF printer\'s browser may request', () => {
  it('reads the viewer, its assets, its API and its fonts from this server', () => {
    for (const [sources, url] of [
      [byToken, `${SERVER}/app/casts/abc?forPdf=true`], [byToken, `${SERVER}/app/assets/cast-1a2b.js`], [byToken, `${SERVER}/api/casts/abc/page?viewport=300x80`],
      [byToken, `${SERVER}/api/casts/abc/fonts.css`], [byToken, `${SERVER}/api/fonts/f1/regular`], [ofShadow, `${SERVER}/api/shadows/s1/cast?rowOffset=4`],
      [ofShadow, `${SERVER}/api/accounts/current/fonts.css`],
    ] as const) {
      expect(judgePrinterRequest(get(url, 'fetch'), sources), url).toBe('own');
    }
  });

  it('refuses this server\'s other routes, which would be called with the caller\'s credentials', () => {
    for (const url of [`${SERVER}/api/admin/accounts`, `${SERVER}/api/user`, `${SERVER}/api/casts/other/page`, `${SERVER}/app/../api/admin/accounts`, `${SERVER}/app/%2e%2e/api/user`]) {
      expect(judgePrinterRequest(get(url), byToken), url).toBe('refused');
    }
    expect(judgePrinterRequest({ url: `${SERVER}/api/casts/abc/page`, method: 'POST', resourceType: 'fetch' }, byToken)).toBe('refused');
  });

  it('leaves images of other hosts to the server\'s checked fetch, and refuses everything else they could serve', () => {
    expect(judgePrinterRequest(get('https://images.example.com/logo.png'), byToken)).toBe('outside');
    // Loopback spellings are other origins to the browser: the checked fetch refuses them.
    expect(judgePrinterRequest(get('http://[::ffff:127.0.0.1]:4000/api/admin/accounts'), byToken)).toBe('outside');
    for (const type of ['script', 'stylesheet', 'font', 'document', 'fetch', 'xhr', 'media']) {
      expect(judgePrinterRequest(get('https://images.example.com/x', type), byToken), type).toBe('refused');
    }
    expect(judgePrinterRequest(get('ftp://images.example.com/logo.png'), byToken)).toBe('refused');
    expect(judgePrinterRequest(get('file:///etc/passwd'), byToken)).toBe('refused');
  });
});
