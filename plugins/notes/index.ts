import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { setNote } from './set-note.js';

/**
 * Cell notes (host-neutral): a note is a field of its cell, so it moves with the cell through sorts,
 * structural edits, cut and paste, and is kept in the template file and in xlsx comments.
 */
export const notesPlugin: PluginManifest<Workbook> = {
  id: 'notes',
  dependsOn: ['workbook'],
  commands: [setNote],
};

export { setNote, type SetNoteParams } from './set-note.js';
export * from './messages.js';
