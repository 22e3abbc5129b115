import { badRequest, HttpError } from '../http/errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../http/json-depth.js';
import type { ServerConfig } from '../config.js';
import type { JsonObject, JsonValue } from '../storage/records.js';
import { fetchLimited } from './outbound.js';

/**
 * Fetches the JSON object of an `inputOverridesUrl`, only from allow-listed hosts (none by default), so
 * the server cannot be turned into a proxy into the network it runs in.
 */
export async function fetchInputOverrides(url: string, config: ServerConfig): Promise<JsonObject> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('Invalid query.inputOverridesUrl: not a URL.');
  }
  if (!/^https?:$/.test(parsed.protocol)) throw badRequest('Invalid query.inputOverridesUrl: only http and https are allowed.');
  if (!config.inputOverrideHosts.includes(parsed.hostname)) {
    throw new HttpError(403, `inputOverridesUrl host ${parsed.hostname} is not on this server's allow-list.`);
  }
  const { timeoutMs, maxResponseBytes } = config.inputOverrides;
  try {
    const result = await fetchLimited(parsed.href, { headers: { accept: 'application/json' }, timeoutMs, maxBytes: maxResponseBytes });
    if (result.status >= 300) throw new Error(`it answered ${result.status}`);
    const value = JSON.parse(result.body.toString('utf8')) as JsonValue;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('it did not return a JSON object');
    // As a request body's: the answer that carries the input (JSON.stringify) recurses.
    if (nestedDeeperThan(value, MAX_JSON_DEPTH)) throw new Error(`it returned JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
    return value;
  } catch (error) {
    throw new HttpError(502, `Could not use inputOverridesUrl: ${(error as Error).message}.`);
  }
}
