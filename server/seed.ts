import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { newId, newToken } from './api/ids.js';
import { hashPassword, randomToken } from './auth/passwords.js';
import { newApiKey } from './auth/secret-hash.js';
import { blankTemplate, checkTemplate } from './engine/templates.js';
import { createGrid } from './services/grid-factory.js';
import type { JsonObject, JsonValue } from './storage/records.js';
import type { TemplateEngine } from './plugin-api/template-engine.js';
import type { Storage } from './storage/storage.js';

const DEMO_FIXTURE = fileURLToPath(new URL('../fixtures/templates/loan-calculator.json', import.meta.url));

export interface SeedResult {
  readonly email: string;
  /** Only when it was generated (not taken from the environment), to print once. */
  readonly generatedPassword?: string;
}

/** On an empty store: an admin user in an account, a demo template and one shadow of it. */
/** `templates`: what a demo shadow keeps of its template (server/app.ts's serverTemplates). */
export async function seedIfEmpty(storage: Storage, env: NodeJS.ProcessEnv, templates: TemplateEngine): Promise<SeedResult | undefined> {
  if (await storage.read((db) => db.users.length > 0)) return undefined;
  const email = (env.GRIDCAST_ADMIN_EMAIL ?? 'admin@gridcast.local').trim().toLowerCase();
  const password = env.GRIDCAST_ADMIN_PASSWORD || randomToken(12);
  const passwordHash = await hashPassword(password);
  const accountId = await storage.write((db) => {
    // Checked again in the write: another process on the same database may have seeded it meanwhile.
    if (db.users.length > 0) return undefined;
    const id = db.nextAccountId++;
    const now = new Date().toISOString();
    // Keys nobody has seen: a working key comes from rotating it (only hashes are stored).
    db.accounts.push({ id, name: 'Gridcast', apiKeyHash: newApiKey().hash, settings: {}, createdAt: now });
    db.users.push({ id: newId(), email, passwordHash, asAdmin: true, apiKeyHash: newApiKey().hash, accountIds: [id], currentAccountId: id, createdAt: now });
    return id;
  });
  if (accountId === undefined) return undefined;
  await seedDemo(storage, accountId, templates);
  return { email, ...(env.GRIDCAST_ADMIN_PASSWORD ? {} : { generatedPassword: password }) };
}

async function seedDemo(storage: Storage, accountId: number, templates: TemplateEngine): Promise<void> {
  const content = await demoTemplate();
  const name = typeof content.name === 'string' ? content.name : 'Loan calculator';
  const gridId = await createGrid(storage, { accountId, name, content, versionName: 'Version 1', published: true });
  const version = await storage.read((db) => db.versions.find((candidate) => candidate.gridId === gridId)!);
  const input = firstTestInput(content);
  const contentKey = await storage.putContent('shadow', templates.shadowOf(content, input));
  await storage.write((db) => {
    const now = new Date().toISOString();
    db.shadows.push({ id: newId(), gridId, token: newToken(), name: 'Demo shadow', gridVersionId: version.id, contentKey, revision: 0, createdAt: now, updatedAt: now });
  });
}

async function demoTemplate(): Promise<JsonObject> {
  if (!existsSync(DEMO_FIXTURE)) return blankTemplate('Loan calculator');
  return checkTemplate(JSON.parse(await readFile(DEMO_FIXTURE, 'utf8')) as JsonValue);
}

/** The demo shadow starts with the template's first test shadow's input, when it has one. */
function firstTestInput(content: JsonObject): JsonValue {
  const tests = content.testShadowsById;
  if (typeof tests !== 'object' || tests === null || Array.isArray(tests)) return {};
  const first = Object.values(tests)[0];
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? first.input ?? {} : {};
}
