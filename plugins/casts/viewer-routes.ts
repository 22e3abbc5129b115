/**
 * The /app paths the light cast entry (web/cast.html) serves instead of the editor's app (SPEC section 2):
 * the viewer at /app/casts/{castToken} and /app/shadows/{shadowToken}/cast, and a shadow's cast editor
 * and resizer at /app/shadows/{shadowToken}/casts/{castToken}/edit and /resize. The server, vite's dev
 * server and the entry itself all route by this one list.
 */
export type CastEntryPage =
  /** `api` answers one page; `fonts` the branding fonts' CSS, readable with the same access as `api`. */
  | { readonly kind: 'viewer'; readonly api: string; readonly fonts: string }
  | { readonly kind: 'resizer' | 'editor'; readonly shadowToken: string; readonly castToken: string };

const CAST_PAGES: readonly { readonly pattern: RegExp; readonly page: (match: RegExpExecArray) => CastEntryPage }[] = [
  { pattern: /^\/app\/casts\/([^/]+)\/?$/, page: ([, castToken]) => ({ kind: 'viewer', api: `/api/casts/${castToken}/page`, fonts: `/api/casts/${castToken}/fonts.css` }) },
  { pattern: /^\/app\/shadows\/([^/]+)\/cast\/?$/, page: ([, shadowToken]) => ({ kind: 'viewer', api: `/api/shadows/${shadowToken}/cast`, fonts: '/api/accounts/current/fonts.css' }) },
  { pattern: /^\/app\/shadows\/([^/]+)\/casts\/([^/]+)\/resize\/?$/, page: ([, shadowToken, castToken]) => ({ kind: 'resizer', shadowToken, castToken }) },
  { pattern: /^\/app\/shadows\/([^/]+)\/casts\/([^/]+)\/edit\/?$/, page: ([, shadowToken, castToken]) => ({ kind: 'editor', shadowToken, castToken }) },
];

/** The HTML file of the light cast entry, relative to the web build. */
export const CAST_ENTRY_HTML = 'cast.html';

/** Which page of the cast entry a path is; undefined when the editor's app serves it. */
export function castEntryPage(pathname: string): CastEntryPage | undefined {
  for (const { pattern, page } of CAST_PAGES) {
    const match = pattern.exec(pathname);
    if (match) return page(match);
  }
  return undefined;
}

export function isCastPagePath(pathname: string): boolean {
  return castEntryPage(pathname) !== undefined;
}
