import type { Draft } from 'immer';
import { rebasePositions, UserError, type CommandDefinition } from '../../kernel/index.js';
import { parseRangeText, rebaseRangeParam, type RangeIds } from '../names/index.js';
import { draftSheet, idGenerator, sheetBefore } from '../workbook/commands/index.js';
import type { CellRange, Lock, Workbook } from '../workbook/model/index.js';
import { LOCK_NAME_MESSAGES, NO_SUCH_LOCK_MESSAGE } from './messages.js';

/** A range as the form types it ("Sheet1!A1:B4", with its sheet) or as stored ids. */
export type LockRangeParam = string | RangeIds;

export interface AddLockParams {
  /** Given by callers that need to know it (tests); generated otherwise. */
  readonly id?: string;
  /** Default: the first free "Lock N". */
  readonly name?: string;
  readonly range: LockRangeParam;
}

export interface RenameLockParams {
  readonly sheetId: string;
  readonly id: string;
  readonly name: string;
}

export interface SetLockRangeParams {
  readonly sheetId: string;
  readonly id: string;
  readonly range: LockRangeParam;
}

export interface DeleteLockParams {
  readonly sheetId: string;
  readonly id: string;
}

const NAME_LIMIT = 250;

/** A lock's name: trimmed, not blank, at most 250 characters (SPEC section 9's name limit). */
export function lockNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return LOCK_NAME_MESSAGES.blank;
  if (trimmed.length > NAME_LIMIT) return LOCK_NAME_MESSAGES.tooLong;
  return undefined;
}

/** "Lock 1", "Lock 2"...: the first not used on any sheet, case-insensitively. */
export function defaultLockName(workbook: Workbook): string {
  const used = new Set(workbook.sheetIds.flatMap((id) => workbook.sheetsById[id]?.locks.map((lock) => lock.name.toLowerCase()) ?? []));
  let n = 1;
  while (used.has(`lock ${n}`)) n++;
  return `Lock ${n}`;
}

/** The range's cells by id, or the range input's message of SPEC section 5. */
export function lockRange(workbook: Workbook, range: LockRangeParam): CellRange {
  if (typeof range === 'string') {
    const parsed = parseRangeText(range, workbook);
    if (!parsed.ok) throw new UserError(parsed.error);
    return { sheetId: parsed.range.sheetId, fromCellId: parsed.range.fromCellId, toCellId: parsed.range.toCellId ?? parsed.range.fromCellId };
  }
  const text = typeof range === 'object' && range !== null ? range : undefined;
  if (!text || !workbook.sheetsById[text.sheetId]) throw new UserError("Range doesn't exist");
  return { sheetId: text.sheetId, fromCellId: text.fromCellId, toCellId: text.toCellId ?? text.fromCellId };
}

function checkedName(name: string): string {
  const problem = lockNameError(name);
  if (problem) throw new UserError(problem);
  return name.trim();
}

function lockIndex(workbook: Workbook, sheetId: string, id: string): number {
  const sheet = workbook.sheetsById[sheetId];
  const index = sheet?.locks.findIndex((lock) => lock.id === id) ?? -1;
  if (index < 0) throw new UserError(NO_SUCH_LOCK_MESSAGE);
  return index;
}

export const addLock: CommandDefinition<AddLockParams, Workbook> = {
  id: 'locks.add',
  rebase: rebaseRangeParam,
  run(draft, params, ctx) {
    const range = lockRange(ctx.before, params.range);
    const name = checkedName(params.name ?? defaultLockName(ctx.before));
    const lock: Lock = { id: params.id ?? idGenerator(ctx).entityId(), name, range };
    const sheet = draftSheet(draft, range.sheetId);
    sheet.locks = [...sheet.locks, lock] as Draft<Lock>[];
  },
};

export const renameLock: CommandDefinition<RenameLockParams, Workbook> = {
  id: 'locks.rename',
  run(draft, params, ctx) {
    const index = lockIndex(ctx.before, params.sheetId, params.id);
    const name = checkedName(params.name);
    const sheet = draftSheet(draft, params.sheetId);
    if (sheet.locks[index].name !== name) sheet.locks[index].name = name;
  },
};

/** Points a lock at another range, moving it to that range's sheet when it is another. */
export const setLockRange: CommandDefinition<SetLockRangeParams, Workbook> = {
  id: 'locks.set-range',
  rebase: (params, change, before, services) => {
    const moved = rebasePositions(params, change);
    return moved && rebaseRangeParam(moved, change, before, services);
  },
  run(draft, params, ctx) {
    const index = lockIndex(ctx.before, params.sheetId, params.id);
    const range = lockRange(ctx.before, params.range);
    const lock = { ...sheetBefore(ctx, params.sheetId).locks[index], range };
    const from = draftSheet(draft, params.sheetId);
    if (range.sheetId === params.sheetId) {
      from.locks[index] = lock as Draft<Lock>;
      return;
    }
    from.locks = from.locks.filter((_, i) => i !== index);
    const to = draftSheet(draft, range.sheetId);
    to.locks = [...to.locks, lock] as Draft<Lock>[];
  },
};

export const deleteLock: CommandDefinition<DeleteLockParams, Workbook> = {
  id: 'locks.delete',
  run(draft, params, ctx) {
    const index = lockIndex(ctx.before, params.sheetId, params.id);
    const sheet = draftSheet(draft, params.sheetId);
    sheet.locks = sheet.locks.filter((_, i) => i !== index);
  },
};

export const locksCommands = [addLock, renameLock, setLockRange, deleteLock] as const;
