import type { ClientCommand, ClientMessage, PeerSelection } from '../protocol.js';
import { MAX_COMMAND_IDS, validIds } from '../scripted-ids.js';

/** A client's frame as a message, or why it is not one (answered with `rejected` or a close, never a crash). */
export type ParsedFrame = { readonly message: ClientMessage } | { readonly error: string; readonly localId?: number };

const MAX_COMMAND_ID = 200;
const MAX_ORIGIN = 100;

/** Reads one text frame: JSON of one of the ClientMessage shapes, checked field by field. */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'A message must be JSON.' };
  }
  if (!isRecord(value)) return { error: 'A message must be a JSON object with a "type".' };
  switch (value.type) {
    case 'ping':
      return { message: { type: 'ping' } };
    case 'selection':
      return parseSelectionMessage(value.selection);
    case 'command':
      return parseCommand(value.command);
    default:
      return { error: `Unknown message type ${JSON.stringify(value.type)}: expected "command", "selection" or "ping".` };
  }
}

function parseSelectionMessage(selection: unknown): ParsedFrame {
  if (selection === null) return { message: { type: 'selection', selection: null } };
  if (!isRecord(selection) || typeof selection.sheetId !== 'string' || selection.sheetId.length > 100) return { error: 'A selection needs a "sheetId" and its "top", "left", "bottom" and "right" rows and columns.' };
  const { top, left, bottom, right } = selection;
  if (![top, left, bottom, right].every(isIndex)) return { error: 'A selection\'s "top", "left", "bottom" and "right" must be whole numbers from 0.' };
  const area: PeerSelection = { sheetId: selection.sheetId, top: top as number, left: left as number, bottom: bottom as number, right: right as number };
  return { message: { type: 'selection', selection: area } };
}

function parseCommand(command: unknown): ParsedFrame {
  if (!isRecord(command)) return { error: 'A "command" message needs a "command" object.' };
  const { localId, baseSeq, id, params, batch, origin, serial, ids } = command;
  if (!isIndex(localId) || localId < 1) return { error: 'A command needs a "localId": a whole number from 1.' };
  const reject = (error: string): ParsedFrame => ({ error, localId });
  if (!isIndex(baseSeq)) return reject('A command needs a "baseSeq": the last seq its client applied.');
  if (typeof id !== 'string' || id === '' || id.length > MAX_COMMAND_ID) return reject('A command needs an "id": the name of a command.');
  if (batch !== undefined && !isIndex(batch)) return reject('A command\'s "batch" must be a whole number.');
  if (origin !== undefined && (typeof origin !== 'string' || origin === '' || origin.length > MAX_ORIGIN)) return reject(`A command's "origin" must be a text of 1 to ${MAX_ORIGIN} characters.`);
  if (serial !== undefined && (!isIndex(serial) || serial < 1)) return reject('A command\'s "serial" must be a whole number from 1.');
  if (ids !== undefined && !validIds(ids)) return reject(`A command's "ids" must be a list of at most ${MAX_COMMAND_IDS.toLocaleString('en-US')} texts.`);
  // Origin and serial recognise a command resent after a reconnect; ids give its new rows and sheets the author's ids.
  const parsed: ClientCommand = {
    localId,
    baseSeq,
    id,
    params,
    ...(batch === undefined ? {} : { batch }),
    ...(origin === undefined ? {} : { origin }),
    ...(serial === undefined ? {} : { serial }),
    ...(ids === undefined ? {} : { ids }),
  };
  return { message: { type: 'command', command: parsed } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
