import { useRef } from 'react';
import { browserSandboxRunner } from '../../plugins/user-functions/web/index.js';
import { defaultTestInput } from '../../plugins/test-shadows/index.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { AccountSettings, GridSummary, GridVersionRef } from '../api/types.js';
import { navigate, useLocation } from '../router/router.js';
import { withVersion } from '../shadows/shadow-query.js';
import type { GridInfo } from '../plugin-api/index.js';
import { useAssembly } from '../editor/assembly.js';
import { EditorSession } from '../editor/editor-session.js';
import { openChannel } from '../editor/open-channel.js';
import { editorMode } from './editor-mode.js';
import { OpenedEditorView } from './OpenedEditorView.js';
import { useOpenedEditor } from './use-opened-editor.js';

type GridAnswer = GridSummary & { gridVersion: GridVersionRef & { updatedAt?: string }; content: unknown };

/** /app/grids/{gridId}: loads the template version and opens the editor on it. */
export function EditorPage({ gridId }: { gridId: string }) {
  const { query } = useLocation();
  const versionId = query.get('gridVersionId') ?? undefined;
  const mode = editorMode(query);
  // A draft the first save made is the version open: the address names it without loading it again.
  const draft = useRef<string | undefined>(undefined);
  const loading = useRef(versionId);
  if (versionId !== draft.current) loading.current = versionId;
  const requested = loading.current;
  const assembly = useAssembly();
  const { opened, failure } = useOpenedEditor(`${gridId} ${requested ?? ''}`, async (reload) => {
    draft.current = undefined;
    const { grid, settings } = await api.get<{ grid: GridAnswer; settings?: AccountSettings }>(`/api/grids/${encodeURIComponent(gridId)}`, { query: { gridVersionId: requested } });
    return () => {
      // Its find reads number formats noted while the cells are read, not back from every cell.
      const workbook = readTemplateFile(grid.content, undefined, { noteFormats: true });
      performance.mark('gridcast:data');
      // A template reading INPUT opens computed with its first test shadow's input, not as a sheet of errors.
      const session = new EditorSession(assembly, workbook, defaultTestInput(workbook), browserSandboxRunner());
      const version = grid.gridVersion;
      const versions = grid.gridVersions ?? [version];
      // Publish and Unpublish are the open version's: a draft of a published template is not published.
      const info: GridInfo = { id: grid.id, name: grid.name, published: version.published === true, versionId: version.id, versionName: version.name, versions };
      const save = openChannel(assembly.contributions, {
        target: { kind: 'version', gridId: grid.id, version: { ...version, published: version.published === true } },
        kernel: session.kernel,
        reload: (versionId) => (versionId && versionId !== version.id ? navigate(withVersion(location.pathname + location.search, versionId), { replace: true }) : reload()),
      });
      const drafts = save.version$?.subscribe(({ id }) => {
        if (id === version.id || id === draft.current) return;
        draft.current = id;
        navigate(withVersion(location.pathname + location.search, id), { replace: true });
      });
      // The account's settings come with the template, so the colour pickers need no request of their own.
      return { grid: info, session, save, brandingColors: settings?.brandingColors ?? [], stop: () => drafts?.unsubscribe() };
    };
  });
  return <OpenedEditorView opened={opened} failure={failure} what="this grid template" mode={mode} />;
}
