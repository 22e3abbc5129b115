import { applyPatchesShared } from '../../kernel/runtime.js';
import { readTemplateFile } from '../workbook/file/index.js';
import type { Workbook } from '../workbook/index.js';
import type { WelcomeDocument } from './protocol.js';

/**
 * The document at a welcome's seq: the room's workbook when it sent one, else its stored content read as
 * the room reads it, with the logged commands' patches applied as a room adopts them (the same document
 * the room holds once it loads).
 */
export function documentOfWelcome(welcome: WelcomeDocument): Workbook {
  if (welcome.document !== undefined) return welcome.document as Workbook;
  let document = readTemplateFile(welcome.content);
  for (const command of welcome.commands ?? []) document = applyPatchesShared(document, command.patches);
  return document;
}
