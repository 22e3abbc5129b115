import { useEffect, useState } from 'react';
import { browserSandboxRunner } from '../../plugins/user-functions/web/browser-runner.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { AccountSettings, GridVersionRef } from '../api/types.js';
import { guardLocks } from '../../plugins/locks/index.js';
import { INPUT_SECTION } from '../../plugins/input-form/web/index.js';
import { inputFields } from '../../plugins/template-function/index.js';
import { Editor } from '../editor/Editor.js';
import { editorMode } from '../editor/EditorPage.js';
import type { GridInfo, ShadowMode } from '../plugin-api/index.js';
import { useAssembly } from '../editor/assembly.js';
import { EditorSession } from '../editor/editor-session.js';
import { Link } from '../router/Link.js';
import { navigate, useLocation } from '../router/router.js';
import { Layout, Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { MAX_CONTEXT_LENGTH, readShadowQuery, withVersion } from './shadow-query.js';
import { ShadowInputState } from './shadow-input.js';
import { ShadowSaveController } from './shadow-save-controller.js';
import { useLeaveConfirmation } from './use-leave-confirmation.js';

/** GET /api/shadows/{token}: the shadow's sheets for its version (or the one asked for), its input and more. */
interface ShadowAnswer {
  readonly shadow: { readonly id: string; readonly gridId: string; readonly token: string; readonly name: string; readonly gridVersionId: string };
  readonly input: unknown;
  readonly isCore?: boolean;
  readonly sheetIds: unknown;
  readonly sheetsById: unknown;
  readonly namedRangesById: unknown;
  readonly conditionalFormatsById: unknown;
  readonly palettesById: unknown;
  readonly tablesById?: unknown;
  readonly userFunctions: unknown;
  readonly recommendedCastsByName: unknown;
  readonly inputDependents: unknown;
  readonly gridVersions: readonly GridVersionRef[];
  readonly settings?: AccountSettings;
}

interface Loaded {
  readonly grid: GridInfo;
  readonly session: EditorSession;
  readonly save: ShadowSaveController;
  readonly shadow: ShadowMode;
  readonly brandingColors: readonly string[];
  /** Ends what watches the session (the lock guard) and its input. */
  stop(): void;
}

/** The template file a shadow's answer makes: its own sheets with the template's functions and casts. */
function shadowWorkbook(answer: ShadowAnswer) {
  return readTemplateFile({
    format: 'gridcast/1', name: answer.shadow.name,
    sheetIds: answer.sheetIds, sheetsById: answer.sheetsById, namedRangesById: answer.namedRangesById,
    conditionalFormatsById: answer.conditionalFormatsById, palettesById: answer.palettesById, tablesById: answer.tablesById,
    userFunctions: answer.userFunctions, recommendedCastsByName: answer.recommendedCastsByName,
  });
}

const isEmptyInput = (input: unknown): boolean => input === undefined || input === null || (typeof input === 'object' && Object.keys(input).length === 0);

/**
 * /app/shadows/{shadowToken}: the editor in shadow mode (SPEC sections 2, 4, 6). The end user edits their
 * own instance of a template version with its input; saving is theirs to ask for, and leaving with unsaved
 * edits asks first.
 */
export function ShadowPage({ token }: { token: string }) {
  const { query } = useLocation();
  const options = readShadowQuery(query);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useLeaveConfirmation(loaded?.save);
  const key = query.toString();
  const assembly = useAssembly();
  useEffect(() => {
    let opened: Loaded | null = null;
    let cancelled = false;
    setLoaded(null);
    setFailure(null);
    if (options.context && options.context.length > MAX_CONTEXT_LENGTH) {
      setFailure(`the context in this address is ${options.context.length} characters long; at most ${MAX_CONTEXT_LENGTH} can be sent with a save.`);
      return;
    }
    void api
      .get<ShadowAnswer>(`/api/shadows/${encodeURIComponent(token)}`, {
        query: { gridVersionId: options.gridVersionId, castToken: options.castToken, inputOverridesUrl: options.inputOverridesUrl },
      })
      .then((answer) => {
        if (cancelled) return;
        // The server refuses a deleted or unpublished version with the reason, so this one is published.
        const versionId = answer.shadow.gridVersionId;
        const versionName = answer.gridVersions.find((candidate) => candidate.id === versionId)?.name ?? '';
        const workbook = shadowWorkbook(answer);
        const session = new EditorSession(assembly, workbook, answer.input ?? {}, browserSandboxRunner());
        // Locked cells and ranges are refused with the spec's alert: the command changes nothing.
        const locks = guardLocks(session.kernel.bus, session.kernel.store, () => true);
        const input = new ShadowInputState(session);
        const save = new ShadowSaveController(session, { token, gridVersionId: versionId, inputDependents: answer.inputDependents, context: options.context }, input);
        // A grid given no input yet opens on its Input section: the person's first thing to do.
        if (isEmptyInput(answer.input) && inputFields(workbook).length > 0) session.kernel.view.run('view.set-sidebar', { sidebar: INPUT_SECTION });
        const grid: GridInfo = { id: answer.shadow.gridId, name: answer.shadow.name, published: true, versionId, versionName, versions: answer.gridVersions.filter((candidate) => candidate.published) };
        const shadow: ShadowMode = {
          token,
          input,
          permitDownload: options.permitDownload && answer.isCore !== true,
          rename: (name) => save.rename(name),
          changeVersion: (id) => navigate(withVersion(location.pathname + location.search, id), { replace: true }),
        };
        opened = {
          grid, session, save, shadow, brandingColors: answer.settings?.brandingColors ?? [],
          stop: () => {
            locks.unsubscribe();
            input.dispose();
          },
        };
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
    // The query as a whole: any of its parameters changes what is loaded.
  }, [assembly, token, key]);
  if (failure) {
    return (
      <Layout>
        <LoadFailed what="this grid" error={failure} />
        <Link href="/app/grids">Back to grid templates</Link>
      </Layout>
    );
  }
  if (!loaded) return <Loading />;
  return <Editor key={loaded.grid.versionId} session={loaded.session} save={loaded.save} grid={loaded.grid} shadow={loaded.shadow} brandingColors={loaded.brandingColors} mode={editorMode(query, true)} />;
}
