import { useCallback, useEffect, type Dispatch, type SetStateAction } from 'react';
import type { EditorSaver, GridInfo, OpenVersion } from '../plugin-api/index.js';

/**
 * Keeps the editor's grid in step with the version its saves go into (a draft the first save made becomes
 * the open version, listed among the versions), and that version in step with what the editor changes of
 * it (publish, unpublish, rename). Answers the editor's `updateGrid`.
 */
export function useOpenVersion(save: EditorSaver, setGrid: Dispatch<SetStateAction<GridInfo>>): (patch: Partial<GridInfo>) => void {
  useEffect(() => {
    const subscription = save.version$?.subscribe((version) => setGrid((grid) => withOpenVersion(grid, version)));
    return () => subscription?.unsubscribe();
  }, [save, setGrid]);
  return useCallback(
    (patch: Partial<GridInfo>) => {
      setGrid((current) => ({ ...current, ...patch }));
      const version = save.version$;
      if (!version || (patch.published === undefined && patch.versionName === undefined)) return;
      version.next({ ...version.value, published: patch.published ?? version.value.published, name: patch.versionName ?? version.value.name });
    },
    [save, setGrid],
  );
}

function withOpenVersion(grid: GridInfo, version: OpenVersion): GridInfo {
  const ref = { id: version.id, name: version.name, published: version.published };
  const listed = grid.versions.some((candidate) => candidate.id === version.id);
  const versions = listed ? grid.versions.map((candidate) => (candidate.id === version.id ? ref : candidate)) : [...grid.versions, ref];
  return { ...grid, versionId: version.id, versionName: version.name, published: version.published, versions };
}
