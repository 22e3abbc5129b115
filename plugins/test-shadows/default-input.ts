import type { Workbook } from '../workbook/model/index.js';

/**
 * The input a template is shown with in the editor when no test shadow is selected: its first test
 * shadow's (lowest id), so a template whose cells read INPUT opens as a working model rather than a
 * sheet of errors; an empty object when it has none.
 */
export function defaultTestInput(workbook: Workbook): unknown {
  const first = Object.values(workbook.testShadowsById).sort((a, b) => a.id - b.id)[0];
  return first?.input ?? {};
}
