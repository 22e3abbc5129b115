import { useMemo } from 'react';
import { allFunctions } from '../../plugins/formulas/index.js';
import type { CompletionSources } from './autocomplete.js';
import type { EditState } from './cell-edit-state.js';
import { useEditor } from './editor-context.js';
import { inputKeys } from './input-keys.js';
import { listItems, validationAt } from '../../plugins/validation/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';

const FUNCTION_NAMES = [...new Set(allFunctions.map((fn) => fn.name.toUpperCase()))].sort();

/** The built-in names and the template's user functions (offered like built-ins), sorted. */
function withUserFunctions(userFunctions: Workbook['userFunctions']): readonly string[] {
  if (userFunctions.length === 0) return FUNCTION_NAMES;
  return [...new Set([...FUNCTION_NAMES, ...userFunctions.map((fn) => fn.name.toUpperCase())])].sort();
}

/**
 * What the cell editor's autocomplete offers: functions, named ranges and the test shadows' input keys,
 * plus the edited cell's validation list (read once per edit, and again when values change).
 */
export function useCompletions(editing: EditState | null, revision: number): CompletionSources {
  const { workbook, sheet, session } = useEditor();
  const { namedRangesById, testShadowsById, userFunctions } = workbook;
  const base = useMemo(
    () => ({ functions: withUserFunctions(userFunctions), names: Object.values(namedRangesById).map((range) => range.name), inputs: inputKeys(Object.values(testShadowsById)) }),
    [namedRangesById, testShadowsById, userFunctions],
  );
  return useMemo(() => {
    const validation = editing && validationAt(workbook, sheet.id, editing.row, editing.col);
    const listed = validation ? listItems(validation, workbook, sheet.id, session.engine) : undefined;
    return listed ? { ...base, listItems: listed } : base;
  }, [base, editing?.row, editing?.col, workbook, sheet.id, revision]);
}
