import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core's own types, through the builder (axe-core comes with @axe-core/playwright, not as a dependency of ours).
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules issue 39 holds every page to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

const BLOCKING = new Set(['serious', 'critical']);

/** A node's selector; parts inside frames or shadow roots are joined by ' >> '. */
const selectorOf = (node: NodeResult): string => node.target.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join(' >> ');

/** What axe says is wrong with a node, on one line ("Element has insufficient color contrast of 3.48 (...)"). */
const summaryOf = (node: NodeResult): string => (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).join(' ');

/** Nodes listed per rule; a rule failing on every row of a list says enough with the first few. */
const NODES_SHOWN = 8;

/** A failing rule as one entry: the page, the rule (id, impact, help) and its nodes' selectors with what is wrong. */
export function describeViolation(pageName: string, rule: Result): string {
  const nodes = rule.nodes.slice(0, NODES_SHOWN).map((node) => `  ${selectorOf(node)}: ${summaryOf(node)}`);
  const more = rule.nodes.length > NODES_SHOWN ? [`  ...and ${rule.nodes.length - NODES_SHOWN} more`] : [];
  return [`${pageName}: ${rule.id} (${rule.impact}) ${rule.help}`, ...nodes, ...more].join('\n');
}

/** A rule WCAG itself excuses for some elements (2.5.8's "essential" presentation), named with its reason. */
export interface Exemption {
  readonly rule: string;
  /** The elements it is excused for (a CSS selector); every other rule still runs on them. */
  readonly within: string;
  readonly because: string;
}

export interface AuditOptions {
  /**
   * Audit only these elements (a CSS selector): an open menu or dialog over a page already audited
   * whole, so that each state costs what it adds.
   */
  readonly within?: string;
  readonly exempt?: Exemption;
}

const builderFor = (page: Page): AxeBuilder => new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]);

/** The failing rules of the audit asked for: with an exemption, the exempt elements are audited apart, without its rule. */
async function violations(page: Page, { within, exempt }: AuditOptions): Promise<Result[]> {
  const main = builderFor(page);
  if (within) main.include(within);
  if (!exempt) return (await main.analyze()).violations;
  const apart = builderFor(page).include(exempt.within).disableRules(exempt.rule);
  return [...(await main.exclude(exempt.within).analyze()).violations, ...(await apart.analyze()).violations];
}

/**
 * Runs axe's WCAG A/AA rules over the page (open portals, dialogs and menus included) or the part of it
 * given, and records a failure naming the page, each serious or critical rule and its nodes' selectors.
 * The failure is soft: a test visiting many states reports every state's findings at its end rather
 * than stopping at the first. Minor and moderate findings pass: the issue's bar is "no serious or
 * critical violation".
 */
export async function expectNoSeriousViolations(page: Page, pageName: string, options: AuditOptions = {}): Promise<void> {
  const blocking = (await violations(page, options)).filter((rule) => BLOCKING.has(rule.impact ?? ''));
  const exempt = options.exempt ? ` (${options.exempt.rule} not run within ${options.exempt.within}: ${options.exempt.because})` : '';
  expect.soft(blocking.map((rule) => describeViolation(pageName, rule)), `axe on ${pageName}${exempt}`).toEqual([]);
}
