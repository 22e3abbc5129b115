import { useEffect, useRef, useState } from 'react';
import { browserSandboxRunner } from '../../plugins/user-functions/web/index.js';
import { defaultTestInput } from '../../plugins/test-shadows/index.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { AccountSettings, GridSummary, GridVersionRef } from '../api/types.js';
import { Link } from '../router/Link.js';
import { navigate, useLocation } from '../router/router.js';
import { withVersion } from '../shadows/shadow-query.js';
import { Layout, Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { Editor } from '../editor/Editor.js';
import type { EditorSaver, GridInfo } from '../plugin-api/index.js';
import { useAssembly } from '../editor/assembly.js';
import { EditorSession } from '../editor/editor-session.js';
import { openChannel } from '../editor/open-channel.js';
import { editorMode } from './editor-mode.js';

interface Loaded {
  readonly grid: GridInfo;
  readonly session: EditorSession;
  readonly save: EditorSaver;
  readonly brandingColors: readonly string[];
  /** Ends what follows the saver (the address of a draft). */
  stop(): void;
}

type GridAnswer = GridSummary & { gridVersion: GridVersionRef & { updatedAt?: string }; content: unknown };

/** Browser tests read the engine through this handle; only under automation (navigator.webdriver). */
declare global {
  interface Window {
    __gridcast?: { session: EditorSession; save: EditorSaver };
  }
}

/** /app/grids/{gridId}: loads the template version and opens the editor on it. */
export function EditorPage({ gridId }: { gridId: string }) {
  const { query } = useLocation();
  const versionId = query.get('gridVersionId') ?? undefined;
  const mode = editorMode(query);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A draft the first save made is the version open: the address names it without loading it again.
  const draft = useRef<string | undefined>(undefined);
  const loading = useRef(versionId);
  if (versionId !== draft.current) loading.current = versionId;
  const requested = loading.current;
  // Bumped when the server says the version was replaced elsewhere: the effect below opens it again.
  const [reloads, setReloads] = useState(0);
  const assembly = useAssembly();
  useEffect(() => {
    let opened: Loaded | null = null;
    let cancelled = false;
    draft.current = undefined;
    setLoaded(null);
    void api
      .get<{ grid: GridAnswer; settings?: AccountSettings }>(`/api/grids/${encodeURIComponent(gridId)}`, { query: { gridVersionId: requested } })
      .then(({ grid, settings }) => {
        if (cancelled) return;
        // Its find reads number formats noted while the cells are read, not back from every cell.
        const workbook = readTemplateFile(grid.content, undefined, { noteFormats: true });
        performance.mark('gridcast:data');
        // A template reading INPUT opens computed with its first test shadow's input, not as a sheet of errors.
        const session = new EditorSession(assembly, workbook, defaultTestInput(workbook), browserSandboxRunner());
        const version = grid.gridVersion;
        const versions = grid.gridVersions ?? [version];
        // Publish and Unpublish are the open version's: a draft of a published template is not published.
        const info: GridInfo = { id: grid.id, name: grid.name, published: version.published === true, versionId: version.id, versionName: version.name, versions };
        // The account's settings come with the template, so the colour pickers need no request of their own.
        const brandingColors = settings?.brandingColors ?? [];
        const save = openChannel(assembly.contributions, {
          target: { kind: 'version', gridId: grid.id, version: { ...version, published: version.published === true } },
          kernel: session.kernel,
          reload: (versionId) => (versionId && versionId !== version.id ? navigate(withVersion(location.pathname + location.search, versionId), { replace: true }) : setReloads((count) => count + 1)),
        });
        const drafts = save.version$?.subscribe(({ id }) => {
          if (id === version.id || id === draft.current) return;
          draft.current = id;
          navigate(withVersion(location.pathname + location.search, id), { replace: true });
        });
        opened = { grid: info, session, save, brandingColors, stop: () => drafts?.unsubscribe() };
        if (navigator.webdriver) window.__gridcast = { session, save: opened.save };
        setLoaded(opened);
      })
      .catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
      opened?.stop();
      opened?.save.dispose();
      opened?.session.dispose();
    };
  }, [assembly, gridId, requested, reloads]);
  // The editor has no layout of its own; a template it cannot open gets the app's, and a way back.
  if (failure) {
    return (
      <Layout>
        <LoadFailed what="this grid template" error={failure} />
        <Link href="/app/grids">Back to grid templates</Link>
      </Layout>
    );
  }
  if (!loaded) return <Loading />;
  return <Editor key={loaded.grid.versionId} session={loaded.session} save={loaded.save} grid={loaded.grid} brandingColors={loaded.brandingColors} mode={mode} />;
}
