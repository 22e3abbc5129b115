import type { DescribedChange } from '../../kernel/index.js';

type Fields = Record<string, unknown>;

const isIndex = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const isText = (value: unknown): boolean => typeof value === 'string' && value.length > 0 && value.length <= 1000;
const isArea = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && ['top', 'left', 'bottom', 'right'].every((key) => isIndex((value as Fields)[key]));

/** What each kind's fields must be, beside `kind`. */
const SHAPES: Record<DescribedChange['kind'], (change: Fields) => boolean> = {
  'insert-rows': (c) => isText(c.sheetId) && isIndex(c.at) && isIndex(c.count),
  'insert-columns': (c) => isText(c.sheetId) && isIndex(c.at) && isIndex(c.count),
  'delete-rows': (c) => isText(c.sheetId) && isIndex(c.at) && isIndex(c.count),
  'delete-columns': (c) => isText(c.sheetId) && isIndex(c.at) && isIndex(c.count),
  'move-rows': (c) => isText(c.sheetId) && isIndex(c.from) && isIndex(c.count) && isIndex(c.to),
  'move-columns': (c) => isText(c.sheetId) && isIndex(c.from) && isIndex(c.count) && isIndex(c.to),
  'insert-cells': (c) => isText(c.sheetId) && isArea(c.area) && (c.shift === 'right' || c.shift === 'down'),
  'delete-cells': (c) => isText(c.sheetId) && isArea(c.area) && (c.shift === 'left' || c.shift === 'up'),
  'rename-sheet': (c) => isText(c.sheetId) && isText(c.from) && isText(c.to),
  'delete-sheet': (c) => isText(c.sheetId) && isText(c.name),
  'permute-rows': (c) => isText(c.sheetId) && isArea(c.area) && Array.isArray(c.order) && c.order.every(isIndex),
  'rename-name': (c) => isText(c.name) && (c.to === undefined || isText(c.to)),
};

/**
 * Whether a value sent by a client is a change the kernel describes: an undo carries the changes it takes
 * back, which every copy's engine and rebase read, so one of another shape is refused with the command.
 */
export function isDescribedChange(value: unknown): value is DescribedChange {
  if (typeof value !== 'object' || value === null) return false;
  const { kind } = value as Fields;
  return typeof kind === 'string' && Object.hasOwn(SHAPES, kind) && SHAPES[kind as DescribedChange['kind']](value as Fields);
}
