import { useMemo } from 'react';
import type { CellAt, CompletionSource, EditorHost } from '../plugin-api/index.js';
import type { CompletionSources } from './autocomplete.js';
import type { EditState } from './cell-edit-state.js';
import { useEditor } from './editor-context.js';
import { BUILTIN_FUNCTIONS, namedCatalogue, userFunctionInfos } from './formula-catalogue.js';
import type { FunctionInfo } from './function-signature.js';
import { inputKeys } from './input-keys.js';

const byName = (functions: readonly FunctionInfo[]): ReadonlyMap<string, FunctionInfo> => new Map(functions.map((fn) => [fn.name.toUpperCase(), fn]));

/**
 * What the cell editor's and the formula bar's autocomplete offers: named LAMBDAs, the template's user
 * functions and the built-in functions, named ranges and the test shadows' input keys, plus the first
 * assembled completion source's values for the edited cell (a validation list: read once per edit, and
 * again when values change).
 */
export function useCompletions(editing: EditState | null, revision: number): CompletionSources {
  const context = useEditor();
  const { workbook, sheet, contributions } = context;
  const { namedRangesById, testShadowsById, userFunctions } = workbook;
  // Named LAMBDAs are read from their cells, so a sheet edit may change them too.
  const named = useMemo(() => namedCatalogue(workbook), [namedRangesById, workbook.sheetsById]);
  const base = useMemo(() => {
    const functions = [...named.functions, ...userFunctionInfos(userFunctions), ...BUILTIN_FUNCTIONS];
    return { functions, functionsByName: byName(functions), names: named.names, inputs: inputKeys(Object.values(testShadowsById)) };
  }, [named, userFunctions, testShadowsById]);
  return useMemo(() => {
    const cell = editing && { row: editing.row, col: editing.col };
    const listed = cell ? firstItems(contributions.completionSources, context, cell) : undefined;
    return listed ? { ...base, listItems: listed } : base;
  }, [base, editing?.row, editing?.col, workbook, sheet.id, revision]);
}

function firstItems(sources: readonly CompletionSource[], host: EditorHost, cell: CellAt): readonly string[] | undefined {
  for (const source of sources) {
    const items = source.items(host, cell);
    if (items !== undefined) return items;
  }
  return undefined;
}
