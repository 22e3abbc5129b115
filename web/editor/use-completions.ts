import { useMemo } from 'react';
import { listItems, validationAt } from '../../plugins/validation/index.js';
import type { CompletionSources } from './autocomplete.js';
import type { EditState } from './cell-edit-state.js';
import { useEditor } from './editor-context.js';
import { BUILTIN_FUNCTIONS, namedCatalogue, userFunctionInfos } from './formula-catalogue.js';
import type { FunctionInfo } from './function-signature.js';
import { inputKeys } from './input-keys.js';

const byName = (functions: readonly FunctionInfo[]): ReadonlyMap<string, FunctionInfo> => new Map(functions.map((fn) => [fn.name.toUpperCase(), fn]));

/**
 * What the cell editor's and the formula bar's autocomplete offers: named LAMBDAs, the template's user
 * functions and the built-in functions, named ranges and the test shadows' input keys, plus the edited
 * cell's validation list (read once per edit, and again when values change).
 */
export function useCompletions(editing: EditState | null, revision: number): CompletionSources {
  const { workbook, sheet, session } = useEditor();
  const { namedRangesById, testShadowsById, userFunctions } = workbook;
  // Named LAMBDAs are read from their cells, so a sheet edit may change them too.
  const named = useMemo(() => namedCatalogue(workbook), [namedRangesById, workbook.sheetsById]);
  const base = useMemo(() => {
    const functions = [...named.functions, ...userFunctionInfos(userFunctions), ...BUILTIN_FUNCTIONS];
    return { functions, functionsByName: byName(functions), names: named.names, inputs: inputKeys(Object.values(testShadowsById)) };
  }, [named, userFunctions, testShadowsById]);
  return useMemo(() => {
    const validation = editing && validationAt(workbook, sheet.id, editing.row, editing.col);
    const listed = validation ? listItems(validation, workbook, sheet.id, session.engine) : undefined;
    return listed ? { ...base, listItems: listed } : base;
  }, [base, editing?.row, editing?.col, workbook, sheet.id, revision]);
}
