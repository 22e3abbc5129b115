import { readFile, rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { defineRoute } from '../api/define.js';
import { IdParam, Ok } from '../api/schemas.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { z } from '../api/zod.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { FONT_MAX_BYTES, FONT_STYLES, sniffFont } from '../services/font-file.js';
import type { DbState, FontFaceRecord, FontRecord } from '../storage/records.js';
import { FONT_FAMILIES } from '../../plugins/workbook/index.js';
import type { RouteDeps } from './deps.js';

const FontName = z.string().trim().min(1, 'Enter the font\'s name').max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, 'A font name may hold letters, digits, spaces, - and _')
  .refine((name) => !FONT_FAMILIES.some((family) => family.toLowerCase() === name.toLowerCase()), 'That is the name of a built-in font: choose another');
const Face = z.object({ type: z.enum(['otf', 'ttf']), bytes: z.number(), url: z.string() });
const FontView = z.object({
  id: z.string(), name: z.string(),
  regular: Face.optional(), bold: Face.optional(), italic: Face.optional(), bold_italic: Face.optional(),
}).openapi('BrandingFont');
const FontFaceParams = z.object({ id: z.string().min(1), style: z.enum(FONT_STYLES) });

interface UploadedFile {
  readonly filepath: string;
  readonly originalFilename?: string | null;
  readonly size: number;
}

const fontUrl = (face: FontFaceRecord): string => `/api/fonts/${face.fontId}/${face.style}?v=${encodeURIComponent(face.updatedAt)}`;

/** What the API shows of a branding font: its faces with their URLs, never the stored bytes. */
function fontView(db: DbState, font: FontRecord): z.infer<typeof FontView> {
  const view: z.infer<typeof FontView> = { id: font.id, name: font.name };
  for (const face of db.fontFaces.filter((candidate) => candidate.fontId === font.id)) view[face.style] = { type: face.type, bytes: face.bytes, url: fontUrl(face) };
  return view;
}

/** The account's branding fonts as the web app and casts load them. */
export const accountFonts = (db: DbState, accountId: number): z.infer<typeof FontView>[] =>
  db.fonts.filter((font) => font.accountId === accountId).map((font) => fontView(db, font));

/** Bold is the product's bold weight (SPEC section 9: 600), as the editor's canvas draws it. */
const FACE_CSS: Record<FontFaceRecord['style'], string> = {
  regular: 'font-weight: 400; font-style: normal',
  bold: 'font-weight: 600; font-style: normal',
  italic: 'font-weight: 400; font-style: italic',
  bold_italic: 'font-weight: 600; font-style: italic',
};

/** Font names are letters, digits, spaces, - and _ (FontName), so they sit safely in a quoted CSS string. */
export function fontFaceCss(db: DbState, accountId: number): string {
  const names = new Map(db.fonts.filter((font) => font.accountId === accountId).map((font) => [font.id, font.name]));
  const rules = db.fontFaces
    .filter((face) => names.has(face.fontId))
    .map((face) => `@font-face { font-family: "${names.get(face.fontId)}"; src: url("${fontUrl(face)}") format("${face.type === 'otf' ? 'opentype' : 'truetype'}"); ${FACE_CSS[face.style]}; }`);
  return ['/* The account\'s branding fonts */', ...rules].join('\n');
}

function uploadedFont(ctx: Context): UploadedFile {
  const file = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files?.file;
  if (!file || Array.isArray(file)) throw badRequest('Invalid body.file: upload one font file in the multipart field "file".');
  return file;
}

/**
 * Branding fonts (SPEC sections 1 and 3): an account uploads OpenType or TrueType files per face (regular,
 * bold, italic, bold italic) under a family name; the editor's font menu offers them and casts draw with them.
 */
export function fontRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/accounts/current/fonts', tag: 'Accounts', access: 'user', summary: 'The account\'s branding fonts',
    response: z.object({ fonts: z.array(FontView) }),
    handler: async (_ctx, { caller }) => storage.read((db) => ({ fonts: accountFonts(db, caller.account.id) })),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/accounts/current/fonts', tag: 'Accounts', access: 'user', status: 201, multipart: true,
    summary: 'Upload one face (field `style`: regular, bold, italic or bold_italic) of a branding font (field `name`) as an .otf or .ttf file of at most 2 MB; it replaces that face if the font has one',
    response: z.object({ font: FontView }), errors: { 413: 'Over 2 MB' },
    handler: async (ctx, { caller }) => {
      const file = uploadedFont(ctx);
      try {
        const fields = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
        const name = parseField(FontName, fields.name, 'name');
        const style = parseField(z.enum(FONT_STYLES, { message: 'Choose regular, bold, italic or bold_italic' }), fields.style, 'style');
        const fileName = file.originalFilename ?? 'upload';
        if (file.size > FONT_MAX_BYTES) throw new HttpError(413, `${fileName} is over 2 MB: a font file may be at most 2 MB.`);
        if (!/\.(otf|ttf)$/i.test(fileName)) throw badRequest(`${fileName} is not a font file: upload an .otf or .ttf file.`);
        const bytes = await readFile(file.filepath);
        const type = sniffFont(bytes);
        if (!type) throw badRequest(`${fileName} is not a font file: upload an .otf or .ttf file.`);
        const contentKey = await storage.putContent('font', { type, data: bytes.toString('base64') });
        const replaced: string[] = [];
        const id = await storage.write((db) => {
          const existing = db.fonts.find((font) => font.accountId === caller.account.id && font.name.toLowerCase() === name.toLowerCase());
          const font = existing ?? { id: newId(), accountId: caller.account.id, name };
          if (!existing) db.fonts.push(font);
          const previous = db.fontFaces.find((face) => face.fontId === font.id && face.style === style);
          if (previous) replaced.push(previous.contentKey);
          db.fontFaces = db.fontFaces.filter((face) => face !== previous);
          db.fontFaces.push({ id: newId(), fontId: font.id, style, type, bytes: bytes.length, contentKey, updatedAt: nextTimestamp(previous?.updatedAt) });
          return font.id;
        }).catch(async (error) => {
          await storage.dropContent(contentKey);
          throw error;
        });
        for (const key of replaced) await storage.dropContent(key);
        return storage.read((db) => ({ font: fontView(db, db.fonts.find((font) => font.id === id)!) }));
      } finally {
        await rm(file.filepath, { force: true });
      }
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/accounts/current/fonts/:id', tag: 'Accounts', access: 'user', summary: 'Remove a branding font with all its faces',
    params: IdParam, response: Ok,
    handler: async (_ctx, { caller, params }) => {
      const keys = await storage.write((db) => {
        const font = db.fonts.find((candidate) => candidate.id === params.id && candidate.accountId === caller.account.id);
        if (!font) throw notFound('Font');
        const faces = db.fontFaces.filter((face) => face.fontId === font.id);
        db.fonts = db.fonts.filter((candidate) => candidate !== font);
        db.fontFaces = db.fontFaces.filter((face) => face.fontId !== font.id);
        return faces.map((face) => face.contentKey);
      });
      for (const key of keys) await storage.dropContent(key);
      return { ok: true as const };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/accounts/current/fonts.css', tag: 'Accounts', access: 'user',
    summary: 'The account\'s branding fonts as CSS @font-face rules (the cast viewer and PDFs draw with them)',
    handler: async (ctx, { caller }) => {
      const css = await storage.read((db) => fontFaceCss(db, caller.account.id));
      ctx.type = 'text/css';
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = css;
      return undefined;
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/fonts/:id/:style', tag: 'Accounts', access: 'public',
    summary: 'A branding font face\'s file, by the font\'s unguessable id (casts and PDFs load it without signing in)',
    params: FontFaceParams, errors: { 404: 'No such font or face' },
    handler: async (ctx, { params }) => {
      const face = await storage.read((db) => db.fontFaces.find((candidate) => candidate.fontId === params.id && candidate.style === params.style));
      if (!face) throw notFound('Font');
      const content = (await storage.getContent(face.contentKey)) as { data: string };
      ctx.type = face.type === 'otf' ? 'font/otf' : 'font/ttf';
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = Buffer.from(content.data, 'base64');
      return undefined;
    },
  });
}

function parseField<T extends z.ZodType>(schema: T, value: unknown, field: string): z.infer<T> {
  const result = schema.safeParse(Array.isArray(value) ? value[0] : value);
  if (result.success) return result.data;
  throw badRequest(`Invalid body.${field}: ${result.error.issues[0].message}`);
}
