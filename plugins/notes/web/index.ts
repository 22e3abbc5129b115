import type { EditorHost, WebPart } from '../../../web/plugin-api/index.js';
import { noteDescription } from './note-description.js';
import { editingNote } from './note-target.js';
import { notesLayer } from './notes-layer.js';
import { notesOverlay } from './notes-overlay.js';

const activeCell = (host: EditorHost) => ({ sheetId: host.sheet.id, row: host.anchor.row, col: host.anchor.col });

/** Notes' web part: Insert > Note and the cell menu's Insert note and Delete note, the corner marks and the note cards. */
export const notesWebPart: WebPart = {
  id: 'notes',
  commands: [{ id: 'notes.edit', keys: ['Shift+F2'], run: (host) => (host.mode.shadow ? undefined : editingNote.next(activeCell(host))) }],
  menuItems: [{ menu: 'Insert', label: 'Note', command: 'notes.edit', shortcut: 'Shift+F2', order: 40, separatorBefore: true, isDisabled: (host) => host.mode.shadow }],
  contextMenuItems: [
    { target: 'cell', label: 'Insert note', command: 'notes.edit', order: 70, separatorBefore: true, isDisabled: (host) => host.mode.shadow },
    {
      target: 'cell',
      label: 'Delete note',
      command: 'notes.set',
      params: (host) => ({ ...activeCell(host), text: '' }),
      order: 71,
      isDisabled: (host) => host.mode.shadow || host.activeCell?.note === undefined,
    },
  ],
  canvasLayers: [notesLayer],
  cellOverlays: [notesOverlay],
  cellDescriptions: [noteDescription],
};
