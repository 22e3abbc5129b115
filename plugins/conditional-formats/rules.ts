import { CONDITION_TYPES, type ConditionalFormat, type ConditionalFormatRange, type ConditionalFormatStyle, type ConditionType } from './model.js';

const STYLE_FLAGS = ['bold', 'italic', 'underline', 'strikethrough'] as const;
const STYLE_TEXTS = ['textColor', 'backgroundColor', 'borderColor', 'borderFill', 'borderStyle'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * The workbook keeps conditional formats as opaque records (they come from files and saves): this reads
 * one into the plugin's shape, or undefined when it is not a conditional format at all. Unknown fields
 * are left out; an unknown condition type is kept so that the panel can show the rule as malformed.
 */
export function readRule(id: string, raw: unknown): ConditionalFormat | undefined {
  if (!isRecord(raw)) return undefined;
  const condition = isRecord(raw.condition) ? raw.condition : {};
  const ranges = Array.isArray(raw.ranges) ? raw.ranges.filter(isRange) : [];
  const input1 = text(condition.input1);
  const input2 = text(condition.input2);
  return {
    id,
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 0,
    ranges,
    condition: {
      type: (typeof condition.type === 'string' ? condition.type : 'not_blank') as ConditionType,
      ...(input1 !== undefined ? { input1 } : {}),
      ...(input2 !== undefined ? { input2 } : {}),
      ...(condition.omitLeadingEquals === true ? { omitLeadingEquals: true } : {}),
    },
    format: readStyle(raw.format),
  };
}

function isRange(v: unknown): v is ConditionalFormatRange {
  return isRecord(v) && typeof v.id === 'string' && typeof v.sheetId === 'string' && typeof v.fromCellId === 'string' && typeof v.toCellId === 'string';
}

function readStyle(raw: unknown): ConditionalFormatStyle {
  if (!isRecord(raw)) return {};
  const out: Record<string, boolean | string> = {};
  for (const key of STYLE_FLAGS) if (raw[key] === true) out[key] = true;
  for (const key of STYLE_TEXTS) if (typeof raw[key] === 'string' && raw[key] !== '') out[key] = raw[key] as string;
  return out as ConditionalFormatStyle;
}

/** Every conditional format of a workbook's record map, in the order they apply (order, then id). */
export function readRules(byId: Readonly<Record<string, unknown>>): ConditionalFormat[] {
  const rules: ConditionalFormat[] = [];
  for (const [id, raw] of Object.entries(byId)) {
    const rule = readRule(id, raw);
    if (rule) rules.push(rule);
  }
  return rules.sort(byOrder);
}

export function byOrder(a: ConditionalFormat, b: ConditionalFormat): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function isConditionType(type: string): type is ConditionType {
  return (CONDITION_TYPES as readonly string[]).includes(type);
}

/** The properties a conditional format can set (SPEC section 3), in the order the panel shows them. */
export const STYLE_KEYS = [...STYLE_FLAGS, ...STYLE_TEXTS] as const;
