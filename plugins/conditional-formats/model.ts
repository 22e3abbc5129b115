/**
 * A conditional format (SPEC section 3). The workbook keeps these records opaque; this plugin owns
 * their shape. Condition types follow the data validation naming.
 */
export const CONDITION_TYPES = [
  'blank', 'not_blank',
  'number_greater', 'number_greater_equal', 'number_less', 'number_less_equal', 'number_between', 'number_not_between', 'number_equal', 'number_not_equal',
  'date_before', 'date_after', 'date_between', 'date_not_between', 'date_is', 'date_is_not',
  'text_contains', 'text_not_contains', 'text_begins_with', 'text_ends_with', 'text_is', 'text_is_not',
  'formula',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export interface ConditionalFormatRange {
  readonly id: string;
  readonly sheetId: string;
  readonly fromCellId: string;
  readonly toCellId: string;
  readonly sortOrder: number;
}

export interface ConditionalFormatStyle {
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly underline?: boolean;
  readonly strikethrough?: boolean;
  readonly textColor?: string;
  readonly backgroundColor?: string;
  readonly borderColor?: string;
  readonly borderFill?: string;
  readonly borderStyle?: string;
}

export interface ConditionalFormat {
  readonly id: string;
  readonly order: number;
  readonly ranges: readonly ConditionalFormatRange[];
  readonly condition: { readonly type: ConditionType; readonly input1?: string; readonly input2?: string; readonly omitLeadingEquals?: boolean };
  readonly format: ConditionalFormatStyle;
}
