/**
 * The /app paths the light cast entry (web/cast.html) serves instead of the editor's app, each with the
 * API that answers it: the viewer at /app/casts/{castToken} and /app/shadows/{shadowToken}/cast (SPEC
 * section 2). The server, vite's dev server and the viewer all route by this one list.
 */
const CAST_PAGES: readonly { readonly pattern: RegExp; readonly api: (token: string) => string }[] = [
  { pattern: /^\/app\/casts\/([^/]+)\/?$/, api: (castToken) => `/api/casts/${castToken}/page` },
  { pattern: /^\/app\/shadows\/([^/]+)\/cast\/?$/, api: (shadowToken) => `/api/shadows/${shadowToken}/cast` },
];

/** The HTML file of the light cast entry, relative to the web build. */
export const CAST_ENTRY_HTML = 'cast.html';

/** The API path answering a page of the cast viewer at this path; undefined when it is not a cast page. */
export function castPageApi(pathname: string): string | undefined {
  for (const { pattern, api } of CAST_PAGES) {
    const match = pattern.exec(pathname);
    if (match) return api(match[1]);
  }
  return undefined;
}

export function isCastPagePath(pathname: string): boolean {
  return castPageApi(pathname) !== undefined;
}
