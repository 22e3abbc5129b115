import type { JsonValue } from '../storage/records.js';
import { z } from './zod.js';
import { isStyleType, STYLE_TYPES } from '../../plugins/palettes/index.js';

/** Shared request and response schemas; they validate requests and document them in /openapi.json. */
/**
 * Any JSON value. Bodies come from JSON.parse, so they are JSON already; zod's recursive z.json() would send
 * the OpenAPI generator into endless recursion, so this is a plain pass-through documented as "any".
 */
export const Json = z.custom<JsonValue>((value) => value !== undefined, 'expected a JSON value').openapi({ type: ['object', 'array', 'string', 'number', 'boolean', 'null'], description: 'Any JSON value' });

/** The longest name of a template, version, preset or palette (SPEC: 'Name can't exceed 250 characters'). */
export const MAX_NAME_LENGTH = 250;
export const Name = z.string().trim().min(1, 'Name can\'t be blank').max(MAX_NAME_LENGTH, `Name can't exceed ${MAX_NAME_LENGTH} characters`);

/** Query flags arrive as text: 'true' or '1' mean yes. */
export const QueryFlag = z.enum(['true', 'false', '1', '0', '']).optional().transform((value) => value === 'true' || value === '1');

export const IdParam = z.object({ id: z.string().min(1).max(100) });
const WHOLE_NUMBER = 'expected a positive whole number';
/**
 * An account id: a JSON number, or digits (a path or a query is text). Not z.coerce: that read a missing
 * field as NaN ("expected number, received NaN") and `true` as account 1.
 */
export const AccountIdNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: (issue) => (issue.input === undefined ? 'required: a positive whole number' : WHOLE_NUMBER) }).int(WHOLE_NUMBER).positive(WHOLE_NUMBER),
);

/** The `updatedAt` a client last loaded, sent with a save so that a save over a newer change gets 409. */
export const UpdatedAt = z.string().max(100).optional().openapi({ description: 'The updatedAt last loaded; a save made after another change is refused with 409. Without it the last save wins.' });

export const Ok = z.object({ ok: z.literal(true) }).openapi('Ok');

export const AccountRef = z.object({ id: z.number(), name: z.string() }).openapi('AccountRef');

/** An API key appears only in the answer that created or rotated it: the store keeps its hash alone. */
export const ShownOnceApiKey = z.string().optional().openapi({ description: 'Only in the answer that created or rotated the key; it is never shown again' });

export const UserView = z.object({
  id: z.string(), email: z.string(), asAdmin: z.boolean(), apiKey: ShownOnceApiKey,
  accountId: z.number().nullable(), accounts: z.array(AccountRef), assumedBy: z.string().optional(),
}).openapi('User');

export const GridVersionRef = z.object({ id: z.string(), name: z.string(), published: z.boolean(), updatedAt: z.string() }).openapi('GridVersionRef');

export const GridSummary = z.object({
  id: z.string(), name: z.string(), token: z.string(), isCore: z.boolean(), published: z.boolean(),
  accountId: z.number(), updatedAt: z.string(), gridVersion: GridVersionRef, gridVersions: z.array(GridVersionRef),
}).openapi('GridSummary');

export const ShadowSummary = z.object({
  id: z.string(), gridId: z.string(), token: z.string(), name: z.string(), gridVersionId: z.string(),
  updatedAt: z.string(), revision: z.number(),
}).openapi('ShadowSummary');

export const PaletteView = z.object({
  id: z.string(), name: z.string(), styles: z.record(z.string(), z.object({ formula: z.string() })), fromLibrary: z.boolean(),
  /** The account's palettes only: what a save sends back to be refused when stale. */
  updatedAt: z.string().optional(),
}).openapi('Palette');

/** A palette's styles, keyed by the style types of plugins/palettes (textColor, backgroundColor, bold...). */
export const Styles = z.record(z.string().max(100), z.object({ formula: z.string().max(10_000) })).superRefine((styles, ctx) => {
  for (const key of Object.keys(styles)) {
    if (!isStyleType(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown style type; expected one of ${STYLE_TYPES.map((entry) => entry.type).join(', ')}` });
  }
});

export const RotatedApiKey = z.object({ apiKey: z.string().openapi({ description: 'The new API key, shown this once; the previous key stops working' }) }).openapi('RotatedApiKey');

export const DocsKey = z.object({
  apiKey: z.string().openapi({ description: 'A GET-only API key acting as this session, shown this once' }),
  expiresAt: z.string().openapi({ description: 'When the key stops working: in an hour, or when the session ends if sooner' }),
}).openapi('DocsKey');
