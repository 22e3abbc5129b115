import { useMemo } from 'react';
import type { CellAt, CompletionSource, EditorHost } from '../plugin-api/index.js';
import type { CompletionSources } from './autocomplete.js';
import type { EditState } from './cell-edit-state.js';
import type { EditorContextValue } from './editor-context.js';
import { BUILTIN_FUNCTIONS, namedCatalogue, userFunctionInfos } from './formula-catalogue.js';
import type { FunctionInfo } from './function-signature.js';
import { inputKeys } from './input-keys.js';

const byName = (functions: readonly FunctionInfo[]): ReadonlyMap<string, FunctionInfo> => new Map(functions.map((fn) => [fn.name.toUpperCase(), fn]));

/** Nothing to offer: no edit is in progress. */
const NO_COMPLETIONS: CompletionSources = { functions: [], functionsByName: new Map(), names: [], inputs: { paths: [], columnKeys: new Map() } };

/**
 * What the cell editor's and the formula bar's autocomplete offers while an edit is in progress: named
 * LAMBDAs, the template's user functions and the built-in functions, named ranges and the test shadows'
 * input keys, plus the first assembled completion source's values for the edited cell (a validation list:
 * read once per edit, and again when values change). Between edits nothing is worked out: every edit of
 * a co-editor renders the grid, and the catalogue of 500 functions was rebuilt each time.
 */
export function useCompletions(host: EditorContextValue, editing: EditState | null, revision: number): CompletionSources {
  const { workbook, sheet, contributions } = host;
  const { namedRangesById, testShadowsById, userFunctions } = workbook;
  const active = editing !== null;
  // Named LAMBDAs are read from their cells, so a sheet edit may change them too.
  const named = useMemo(() => (active ? namedCatalogue(workbook) : undefined), [active, namedRangesById, workbook.sheetsById]);
  const base = useMemo(() => {
    if (!named) return NO_COMPLETIONS;
    const functions = [...named.functions, ...userFunctionInfos(userFunctions), ...BUILTIN_FUNCTIONS];
    return { functions, functionsByName: byName(functions), names: named.names, inputs: inputKeys(Object.values(testShadowsById)) };
  }, [named, userFunctions, testShadowsById]);
  return useMemo(() => {
    const cell = editing && { row: editing.row, col: editing.col };
    const listed = cell ? firstItems(contributions.completionSources, host, cell) : undefined;
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
