import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from './storage/durable-file.js';

/**
 * The key that signs session cookies: GRIDCAST_SECRET, else one generated once and kept in the data folder
 * (readable only by the owner) so sessions survive restarts.
 */
export async function cookieKeys(dataDir: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  if (env.GRIDCAST_SECRET) return [env.GRIDCAST_SECRET];
  const path = join(dataDir, 'secret.key');
  try {
    return [(await readFile(path, 'utf8')).trim()];
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await writeFileDurably(path, secret, 0o600);
    return [secret];
  }
}
