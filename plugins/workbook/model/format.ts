/** Cell formatting (SPEC section 3 "Cell format"). Absent fields take the defaults of section 9. */
export interface CellFormat {
  readonly fontSize?: number;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly underline?: boolean;
  readonly strikethrough?: boolean;
  readonly backgroundColor?: string;
  readonly textColor?: string;
  readonly fontFamily?: string;
  readonly align?: HorizontalAlign;
  readonly verticalAlign?: VerticalAlign;
  readonly wrap?: WrapMode;
  readonly paletteId?: string;
  readonly borders?: CellBorders;
}

export type HorizontalAlign = 'left' | 'center' | 'right';
export type VerticalAlign = 'top' | 'middle' | 'bottom';
export type WrapMode = 'overflow' | 'clip' | 'wrap';

export const BORDER_STYLES = ['normal', 'wide', 'wider', 'dotted', 'dashed'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const BORDER_FILLS = [
  'none', 'top', 'left', 'right', 'bottom', 'all', 'outer', 'inner-horizontal', 'inner-vertical', 'inner',
] as const;
export type BorderFill = (typeof BORDER_FILLS)[number];

export interface BorderLine {
  readonly color: string;
  readonly style: BorderStyle;
}

export interface CellBorders {
  readonly top?: BorderLine;
  readonly right?: BorderLine;
  readonly bottom?: BorderLine;
  readonly left?: BorderLine;
}
