import { useEffect, useState } from 'react';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { GridSummary } from '../api/types.js';
import { useLocation } from '../router/router.js';
import { Loading } from '../shell/Layout.js';
import { Editor } from './Editor.js';
import { EditorSession } from './editor-session.js';
import { SaveController } from './save-controller.js';

interface Loaded {
  readonly grid: GridSummary & { gridVersion: { id: string; updatedAt?: string } };
  readonly session: EditorSession;
  readonly save: SaveController;
}

/** /app/grids/{gridId}: loads the template version and opens the editor on it. */
export function EditorPage({ gridId }: { gridId: string }) {
  const { query } = useLocation();
  const versionId = query.get('gridVersionId') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let opened: Loaded | null = null;
    let cancelled = false;
    void api
      .get<{ grid: Loaded['grid'] & { content: unknown } }>(`/api/grids/${encodeURIComponent(gridId)}`, { query: { gridVersionId: versionId } })
      .then(({ grid }) => {
        if (cancelled) return;
        const session = new EditorSession(readTemplateFile(grid.content));
        opened = { grid, session, save: new SaveController(session, grid.id, grid.gridVersion.id, grid.gridVersion.updatedAt) };
        setLoaded(opened);
      })
      .catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
      opened?.save.dispose();
      opened?.session.dispose();
    };
  }, [gridId, versionId]);
  if (failure) return <p role="alert">{failure}</p>;
  if (!loaded) return <Loading />;
  return <Editor session={loaded.session} save={loaded.save} name={loaded.grid.name} />;
}
