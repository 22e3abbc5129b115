/** What a shadow's address may carry (SPEC section 2, "Other query parameters"). */
export interface ShadowQuery {
  readonly gridVersionId?: string;
  readonly castToken?: string;
  readonly inputOverridesUrl?: string;
  /** contextKey/contextValue pairs, sent as the x-context header when saving; undefined when none. */
  readonly context?: string;
  /** Downloads are allowed unless permitDownload is the text false. */
  readonly permitDownload: boolean;
}

/** The server refuses a longer x-context header (413-free: a 400 with its limit). */
export const MAX_CONTEXT_LENGTH = 4096;

export function readShadowQuery(query: URLSearchParams): ShadowQuery {
  const keys = query.getAll('contextKey');
  const values = query.getAll('contextValue');
  const pairs = keys.map((key, i) => [key, values[i] ?? ''] as const).filter(([key]) => key !== '');
  return {
    gridVersionId: query.get('gridVersionId') || undefined,
    castToken: query.get('castToken') || undefined,
    inputOverridesUrl: query.get('inputOverridesUrl') || undefined,
    context: pairs.length ? asciiJson(Object.fromEntries(pairs)) : undefined,
    permitDownload: query.get('permitDownload') !== 'false',
  };
}

/**
 * JSON with every character past ASCII escaped (`\u00e9`): a header value must be bytes, and fetch throws
 * on any other character, while the escaped text still parses to the same object.
 */
function asciiJson(value: object): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The same address with another version selected (the address is rewritten when the version changes). */
export function withVersion(href: string, versionId: string): string {
  const url = new URL(href, 'http://x');
  url.searchParams.set('gridVersionId', versionId);
  return url.pathname + url.search;
}
