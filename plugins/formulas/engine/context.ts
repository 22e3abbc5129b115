import type { DateSystem } from '../../workbook/index.js';
import type { CallContext, HiddenRows } from '../function-definition.js';
import type { FormulaError, Matrix, RangeRef } from '../values.js';
import type { FormulaCell, SheetData } from './sheet-data.js';

/** What the engine's call context asks of the engine. */
export interface ContextHost {
  nowSerial(): number;
  readonly dateSystem: DateSystem;
  readonly casting: boolean;
  readonly hidingDisabled: boolean;
  referenceFromText(text: string, from: SheetData): RangeRef | FormulaError;
  offsetRange(base: RangeRef, rows: number, cols: number, height: number, width: number): RangeRef | FormulaError;
  memo<T>(range: Matrix, key: string, build: () => T): T;
  sheetOrder(): readonly string[];
  sheetIdByName(name: string): string | undefined;
  formulaText(sheetId: string, row: number, col: number): string | undefined;
  input(): unknown;
  hide(cell: FormulaCell, rows: boolean, cols: boolean): void;
  hiddenRows(sheetId: string): HiddenRows | undefined;
  callsSubtotal(sheetId: string, row: number, col: number): boolean;
}

/** The call context the engine gives, with what product functions need beyond CallContext. */
export interface EngineCallContext extends CallContext {
  readonly engineContext: true;
  /** The JSON input of the workbook (INPUT). */
  input(): unknown;
  /** Hides the formula's own row and/or column (HIDEROW, HIDECOL, HIDEROWANDCOL). */
  hide(rows: boolean, cols: boolean): void;
  /** Hiding functions are switched off (View menu): they still show their value. */
  readonly hidingDisabled: boolean;
}

export function isEngineContext(ctx: CallContext): ctx is EngineCallContext {
  return (ctx as Partial<EngineCallContext>).engineContext === true;
}

export class CellContext implements EngineCallContext {
  readonly engineContext = true as const;
  constructor(
    private readonly host: ContextHost,
    private readonly cell: FormulaCell,
  ) {}
  get sheetId(): string {
    return this.cell.sheet.id;
  }
  get row(): number {
    return this.cell.row;
  }
  get col(): number {
    return this.cell.col;
  }
  get casting(): boolean {
    return this.host.casting;
  }
  get dateSystem(): DateSystem {
    return this.host.dateSystem;
  }
  get hidingDisabled(): boolean {
    return this.host.hidingDisabled;
  }
  now(): number {
    return this.host.nowSerial();
  }
  reference(text: string): RangeRef | FormulaError {
    return this.host.referenceFromText(text, this.cell.sheet);
  }
  offset(base: RangeRef, rows: number, cols: number, height: number, width: number): RangeRef | FormulaError {
    return this.host.offsetRange(base, rows, cols, height, width);
  }
  memo<T>(range: Matrix, key: string, build: () => T): T {
    return this.host.memo(range, key, build);
  }
  sheetOrder(): readonly string[] {
    return this.host.sheetOrder();
  }
  sheetIdByName(name: string): string | undefined {
    return this.host.sheetIdByName(name);
  }
  formulaText(sheetId: string, row: number, col: number): string | undefined {
    return this.host.formulaText(sheetId, row, col);
  }
  input(): unknown {
    return this.host.input();
  }
  hide(rows: boolean, cols: boolean): void {
    this.host.hide(this.cell, rows, cols);
  }
  hiddenRows(sheetId: string): HiddenRows | undefined {
    return this.host.hiddenRows(sheetId);
  }
  callsSubtotal(sheetId: string, row: number, col: number): boolean {
    return this.host.callsSubtotal(sheetId, row, col);
  }
}
