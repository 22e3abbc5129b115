import type { Patch } from 'immer';
import type { ChangedCell, ChangedCells, DetachedFormula, Engine, FormulaProbe } from '../formulas/engine/index.js';
import { ERRORS, FormulaError, type Scalar } from '../formulas/index.js';
import { resolveRange } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { readersOf } from './anchor-span.js';
import { planCondition, RULE_PROBLEMS, type ConditionPlan } from './conditions.js';
import type { ConditionalFormat } from './model.js';
import { readRule, readRules, byOrder } from './rules.js';
import { borderSides } from './border-sides.js';
import type { ConditionalCellStyle } from './cell-format.js';
import { addUnder, isEmptyStyle } from './style.js';

/** A cell by position whose conditional look may have changed: repaint it. */
export interface CellPosition {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

/** Where flips of a rule's satisfied flag are reported (the formula evaluation log's `conditionalFormat`). */
export interface ConditionalFormatLog {
  conditionalFormat(sheet: { id: string; name: string }, row: number, col: number, formatId: string, satisfied: boolean): void;
}

interface RuleArea {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
  /** 1 where the rule holds, row by row over the area. */
  readonly satisfied: Uint8Array;
  /** 1 where one of the rule's formulas gave an error. */
  readonly errors: Uint8Array;
  /** The engine's values of the area's sheet, and the rule's formulas evaluated there (`refreshAccess`). */
  read: (row: number, col: number) => Scalar;
  probes: readonly FormulaProbe[];
}

interface CompiledRule {
  readonly rule: ConditionalFormat;
  readonly plan: ConditionPlan;
  readonly formulas: readonly DetachedFormula[];
  readonly areas: readonly RuleArea[];
  /** Names, INPUT or volatile functions: the references do not say what it reads, so every update re-evaluates it. */
  readonly everyChange: boolean;
  errorCount: number;
  lastError: string | undefined;
  /** The formulas' results in the cell being evaluated (reused from cell to cell). */
  readonly scratch: Scalar[];
}

/** Past this many changed cells an update re-evaluates every rule rather than follow references. */
const SWEEP_AFTER = 20_000;
const NO_RESULTS: readonly Scalar[] = [];
const NO_VALUE = (): Scalar => null;
const NO_SHEET: FormulaProbe = { at: () => ERRORS.REF };

/**
 * Evaluates a workbook's conditional formats against a formula engine's values, and keeps them up to
 * date from the engine's change lists: a changed cell re-evaluates the rules over it (their conditions
 * read its value) and the cells of formula rules whose references cover it, found by reversing each
 * reference's offsets (`anchor-span.ts`), never by a sweep of the rule's range. Formulas in rules are
 * compiled once at the top-left cell of the rule's first range and evaluated in each cell with their
 * relative references shifted, as Excel and Sheets do.
 */
export class ConditionalFormatEvaluator {
  private rules: CompiledRule[] = [];
  private workbook: Workbook | undefined;
  /** Receives flag flips while set; otherwise the engine's evaluation log does, when one is attached. */
  log: ConditionalFormatLog | null = null;

  constructor(private readonly engine: Engine) {}

  /** Compiles and evaluates every rule of a workbook the engine has loaded. */
  load(workbook: Workbook): void {
    this.workbook = workbook;
    this.rules = readRules(workbook.conditionalFormatsById).map((rule) => this.compile(workbook, rule));
    for (const rule of this.rules) this.evaluateRule(rule, undefined);
  }

  /** Takes the engine's sheets again: it may have loaded the workbook anew since the last update. */
  private refreshAccess(): void {
    for (const rule of this.rules) for (const area of rule.areas) this.access(rule.formulas, area);
  }

  private access(formulas: readonly DetachedFormula[], area: RuleArea): void {
    area.read = this.engine.valueReader(area.sheetId) ?? NO_VALUE;
    area.probes = formulas.map((f) => this.engine.probeFormula(f, area.sheetId) ?? NO_SHEET);
  }

  /**
   * Brings results up to date after a document change the engine has applied (`changed` is what it
   * returned). Says which cells may look different.
   */
  applyDocumentChange(next: Workbook, patches: readonly Patch[], changed: ChangedCells): CellPosition[] {
    const out: CellPosition[] = [];
    const plan = classify(patches, this.engine);
    if (plan.reload || !this.workbook) {
      const before = this.coveredCells();
      this.load(next);
      return [...before, ...this.coveredCells()];
    }
    this.workbook = next;
    this.refreshAccess();
    if (plan.ruleIds.size > 0) this.replaceRules(next, plan.ruleIds, out);
    if (changed.length > SWEEP_AFTER) {
      for (const rule of this.rules) this.evaluateRule(rule, out);
      return out;
    }
    for (const rule of this.rules) {
      if (rule.everyChange && (changed.length > 0 || patches.length > 0)) this.evaluateRule(rule, out);
      else for (const cell of changed) this.followChange(rule, cell, out);
    }
    return out;
  }

  /** The look the rules give a cell (first rule setting a property wins), or undefined when none holds. */
  styleAt(sheetId: string, row: number, col: number): ConditionalCellStyle | undefined {
    let style: { -readonly [K in keyof ConditionalCellStyle]: ConditionalCellStyle[K] } | undefined;
    for (const rule of this.rules) {
      for (const area of rule.areas) {
        if (area.sheetId !== sheetId || row < area.top || row > area.bottom || col < area.left || col > area.right) continue;
        if (area.satisfied[indexIn(area, row, col)] !== 1) break;
        const { format } = rule.rule;
        // The first rule with a border draws it: its fill's sides among the cells it highlights here.
        const sides = style?.borderSides === undefined && (format.borderColor || format.borderStyle) ? borderSides(format.borderFill, (dRow, dCol) => highlightedAt(area, row + dRow, col + dCol)) : undefined;
        style = addUnder(style ?? {}, format);
        if (sides) style.borderSides = sides;
        break;
      }
    }
    return style && !isEmptyStyle(style) ? style : undefined;
  }

  /** The cell's `conditionalFormats` (SPEC section 3): each rule over it and whether it holds there. */
  flagsAt(sheetId: string, row: number, col: number): [formatId: string, satisfied: boolean][] {
    const out: [string, boolean][] = [];
    for (const rule of this.rules) {
      const area = rule.areas.find((a) => a.sheetId === sheetId && row >= a.top && row <= a.bottom && col >= a.left && col <= a.right);
      if (area) out.push([rule.rule.id, area.satisfied[indexIn(area, row, col)] === 1]);
    }
    return out;
  }

  /** Rules that cannot be evaluated or whose formula gives an error somewhere, by id, with the reason. */
  problems(): Map<string, string> {
    const out = new Map<string, string>();
    for (const rule of this.rules) {
      const problem = rule.plan.problem ?? (rule.areas.length === 0 ? RULE_PROBLEMS.noRange : rule.errorCount > 0 ? RULE_PROBLEMS.formulaError(rule.lastError ?? '#ERROR!') : undefined);
      if (problem) out.set(rule.rule.id, problem);
    }
    return out;
  }

  // ---- internals ----------------------------------------------------------------------------
  private compile(workbook: Workbook, rule: ConditionalFormat): CompiledRule {
    const ranges = [...rule.ranges].sort((a, b) => a.sortOrder - b.sortOrder);
    const areas: RuleArea[] = [];
    for (const range of ranges) {
      const found = resolveRange(workbook, range);
      if (!found) continue;
      const size = (found.bottom - found.top + 1) * (found.right - found.left + 1);
      areas.push({ ...found, satisfied: new Uint8Array(size), errors: new Uint8Array(size), read: NO_VALUE, probes: [] });
    }
    const plan = planCondition(rule);
    const anchor = areas[0];
    const formulas = anchor && !plan.problem ? plan.formulas.map((text) => this.engine.compileFormulaAt(text, anchor.top, anchor.left)) : [];
    for (const area of areas) this.access(formulas, area);
    return { rule, plan, formulas, areas, everyChange: formulas.some((f) => f.readsBeyondRefs), errorCount: 0, lastError: undefined, scratch: [] };
  }

  private replaceRules(next: Workbook, ids: ReadonlySet<string>, out: CellPosition[]): void {
    const kept = this.rules.filter((r) => !ids.has(r.rule.id));
    for (const old of this.rules) if (ids.has(old.rule.id)) pushAreas(old.areas, out);
    for (const id of ids) {
      const rule = readRule(id, next.conditionalFormatsById[id]);
      if (!rule) continue;
      const compiled = this.compile(next, rule);
      this.evaluateRule(compiled, undefined);
      pushAreas(compiled.areas, out);
      kept.push(compiled);
    }
    // Another rule's order may have changed with it: keep evaluation order from the records.
    this.rules = kept
      .map((c) => ({ c, order: readRule(c.rule.id, next.conditionalFormatsById[c.rule.id]) }))
      .filter((x) => x.order !== undefined)
      .map(({ c, order }) => (order!.order === c.rule.order ? c : { ...c, rule: { ...c.rule, order: order!.order } }))
      .sort((a, b) => byOrder(a.rule, b.rule));
  }

  /** Re-evaluates the cells of a rule that read a changed cell. */
  private followChange(rule: CompiledRule, cell: ChangedCell, out: CellPosition[]): void {
    for (const area of rule.areas) {
      if (rule.plan.readsValue && area.sheetId === cell.sheetId && cell.row >= area.top && cell.row <= area.bottom && cell.col >= area.left && cell.col <= area.right) {
        this.evaluateCell(rule, area, cell.row, cell.col, out);
      }
      for (const formula of rule.formulas) {
        for (const ref of formula.refs) {
          const refSheet = ref.sheet === undefined ? area.sheetId : this.engine.sheetIdByName(ref.sheet);
          if (refSheet !== cell.sheetId) continue;
          const readers = readersOf(ref, cell.row, cell.col, area);
          if (!readers) continue;
          for (let r = readers.top; r <= readers.bottom; r++) for (let c = readers.left; c <= readers.right; c++) this.evaluateCell(rule, area, r, c, out);
        }
      }
    }
  }

  private evaluateRule(rule: CompiledRule, out: CellPosition[] | undefined): void {
    // Column by column: the engine keeps values per column.
    for (const area of rule.areas) {
      for (let c = area.left; c <= area.right; c++) for (let r = area.top; r <= area.bottom; r++) this.evaluateCell(rule, area, r, c, out);
    }
  }

  private evaluateCell(rule: CompiledRule, area: RuleArea, row: number, col: number, out: CellPosition[] | undefined): void {
    const { plan } = rule;
    const value = plan.readsValue ? area.read(row, col) : null;
    let results = NO_RESULTS;
    let error: FormulaError | undefined;
    const probes = area.probes;
    if (probes.length > 0) {
      const computed = rule.scratch;
      for (let i = 0; i < probes.length; i++) {
        const result = probes[i].at(row, col);
        if (result instanceof FormulaError) error ??= result;
        computed[i] = result;
      }
      results = computed;
    }
    const at = indexIn(area, row, col);
    const holds = plan.problem === undefined && plan.test(value, results) ? 1 : 0;
    const erred = error ? 1 : 0;
    if (erred !== area.errors[at]) {
      area.errors[at] = erred;
      rule.errorCount += erred ? 1 : -1;
    }
    if (error) rule.lastError = error.code;
    const before = area.satisfied[at];
    area.satisfied[at] = holds;
    const log = this.log ?? conditionalLog(this.engine.evalLog);
    if (log) this.logFlag(log, rule, area, row, col, holds === 1);
    if (out && before !== holds) out.push({ sheetId: area.sheetId, row, col });
  }

  private logFlag(log: ConditionalFormatLog, rule: CompiledRule, area: RuleArea, row: number, col: number, satisfied: boolean): void {
    const sheet = this.workbook?.sheetsById[area.sheetId];
    if (sheet) log.conditionalFormat({ id: sheet.id, name: sheet.name }, row, col, rule.rule.id, satisfied);
  }

  private coveredCells(): CellPosition[] {
    const out: CellPosition[] = [];
    for (const rule of this.rules) pushAreas(rule.areas, out);
    return out;
  }
}

/** The engine's evaluation log (plugins/formulas/log), when one is attached and takes conditional-format flips. */
function conditionalLog(sink: unknown): ConditionalFormatLog | null {
  return sink !== null && typeof (sink as Partial<ConditionalFormatLog>)?.conditionalFormat === 'function' ? (sink as ConditionalFormatLog) : null;
}

function indexIn(area: RuleArea, row: number, col: number): number {
  return (row - area.top) * (area.right - area.left + 1) + (col - area.left);
}

/** Whether the rule holds at a cell of its area (a cell outside the area is not highlighted by it). */
function highlightedAt(area: RuleArea, row: number, col: number): boolean {
  return row >= area.top && row <= area.bottom && col >= area.left && col <= area.right && area.satisfied[indexIn(area, row, col)] === 1;
}

function pushAreas(areas: readonly RuleArea[], out: CellPosition[]): void {
  for (const area of areas) {
    for (let r = area.top; r <= area.bottom; r++) {
      for (let c = area.left; c <= area.right; c++) if (area.satisfied[indexIn(area, r, c)] === 1) out.push({ sheetId: area.sheetId, row: r, col: c });
    }
  }
}

/**
 * What a list of patches means here: rules to compile again, or everything to load again. Rules hold
 * positions and formulas, so they load again when the engine's sheets, lines or names change, or when it
 * loads the document again (a part no plugin declares); changed values come in the engine's change list.
 */
function classify(patches: readonly Patch[], engine: Engine): { reload: boolean; ruleIds: Set<string> } {
  const ruleIds = new Set<string>();
  for (const { path } of patches) {
    if (path[0] !== 'conditionalFormatsById') continue;
    if (path[1] === undefined) return { reload: true, ruleIds };
    ruleIds.add(String(path[1]));
  }
  const plan = engine.planOf(patches);
  return { reload: plan.reload || plan.sheets || plan.names || plan.lines.length > 0, ruleIds };
}
