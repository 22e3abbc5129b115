import { browserSandboxRunner } from '../../plugins/user-functions/web/browser-runner.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { AccountSettings, GridVersionRef } from '../api/types.js';
import { guardLocks } from '../../plugins/locks/index.js';
import { INPUT_SECTION } from '../../plugins/input-form/web/index.js';
import { inputFields } from '../../plugins/template-function/index.js';
import { editorMode } from '../pages/editor-mode.js';
import { OpenedEditorView } from '../pages/OpenedEditorView.js';
import { useOpenedEditor, type OpenedEditor } from '../pages/use-opened-editor.js';
import type { EditorSaver, GridInfo, ShadowMode } from '../plugin-api/index.js';
import { useAssembly, type EditorAssembly } from '../editor/assembly.js';
import { EditorSession } from '../editor/editor-session.js';
import { openChannel } from '../editor/open-channel.js';
import { navigate, useLocation } from '../router/router.js';
import { MAX_CONTEXT_LENGTH, readShadowQuery, withVersion, type ShadowQuery } from './shadow-query.js';
import { ShadowInputState, type InputOverrides } from './shadow-input.js';
import { ShadowLiveSaver } from './shadow-live-saver.js';
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
  /** False when the sheets are another version's than the shadow's own (the address's gridVersionId). */
  readonly ownVersion?: boolean;
  /** The inputOverridesUrl's object, laid over the shadow's input. */
  readonly inputOverrides?: InputOverrides;
  /** The shadow's own input, given with overrides (`input` has their keys laid over it). */
  readonly ownInput?: unknown;
}

/**
 * The template file a shadow's answer makes: its own sheets with the template's functions and casts, and
 * its input (without the overrides: the document holds the shadow's own, as the live channel's does).
 */
function shadowWorkbook(answer: ShadowAnswer, input: unknown) {
  return readTemplateFile({
    format: 'gridcast/1', name: answer.shadow.name,
    sheetIds: answer.sheetIds, sheetsById: answer.sheetsById, namedRangesById: answer.namedRangesById,
    conditionalFormatsById: answer.conditionalFormatsById, palettesById: answer.palettesById, tablesById: answer.tablesById,
    userFunctions: answer.userFunctions, recommendedCastsByName: answer.recommendedCastsByName, input,
  });
}

/** The shadow's own input: with overrides the answer gives it apart, since its `input` has their keys laid over it. */
const ownInput = (answer: ShadowAnswer): unknown => answer.ownInput ?? answer.input ?? {};

const isEmptyInput = (input: unknown): boolean => input === undefined || input === null || (typeof input === 'object' && Object.keys(input).length === 0);

/**
 * /app/shadows/{shadowToken}: the editor in shadow mode (SPEC sections 2, 4, 6). The end user edits their
 * own instance of a template version with its input; saving is theirs to ask for, and leaving with unsaved
 * edits asks first.
 */
export function ShadowPage({ token }: { token: string }) {
  const { query } = useLocation();
  const options = readShadowQuery(query);
  const assembly = useAssembly();
  // The query as a whole: any of its parameters changes what is opened.
  const { opened, failure } = useOpenedEditor(`${token} ${query.toString()}`, async (reload) => {
    if (options.context && options.context.length > MAX_CONTEXT_LENGTH) {
      throw new Error(`the context in this address is ${options.context.length} characters long; at most ${MAX_CONTEXT_LENGTH} can be sent with a save.`);
    }
    const answer = await api.get<ShadowAnswer>(`/api/shadows/${encodeURIComponent(token)}`, {
      query: { gridVersionId: options.gridVersionId, castToken: options.castToken, inputOverridesUrl: options.inputOverridesUrl },
    });
    return () => openShadow(answer, { token, options, assembly, reload });
  });
  useLeaveConfirmation(opened?.save);
  return <OpenedEditorView opened={opened} failure={failure} what="this grid" mode={editorMode(query, true)} />;
}

/** The shadow's answer opened: its session, live or whole-save saver, lock guard, input and shadow mode. */
function openShadow(answer: ShadowAnswer, { token, options, assembly, reload }: { token: string; options: ShadowQuery; assembly: EditorAssembly; reload(): void }): OpenedEditor {
  // The server refuses a deleted or unpublished version with the reason, so this one is published.
  const versionId = answer.shadow.gridVersionId;
  const versionName = answer.gridVersions.find((candidate) => candidate.id === versionId)?.name ?? '';
  const workbook = shadowWorkbook(answer, ownInput(answer));
  const session = new EditorSession(assembly, workbook, answer.input ?? {}, browserSandboxRunner());
  // Locked cells and ranges are refused with the spec's alert: the command changes nothing (the server refuses them too).
  const locks = guardLocks(session.kernel.bus, session.kernel.store, () => true);
  const input = new ShadowInputState(session, answer.inputOverrides);
  // In its own version the shadow is edited live; another version's sheets become its own by a whole save (PUT).
  const channel = answer.ownVersion === false ? undefined : openChannel(assembly.contributions, { target: { kind: 'shadow', token }, kernel: session.kernel, pageKeepsDirty: true, reload });
  const save: EditorSaver = channel
    ? new ShadowLiveSaver(channel, session, input, { token, context: options.context })
    : new ShadowSaveController(session, { token, gridVersionId: versionId, inputDependents: answer.inputDependents, context: options.context, moved: reload }, input);
  // A grid given no input yet opens on its Input section: the person's first thing to do.
  if (isEmptyInput(answer.input) && inputFields(workbook).length > 0) session.kernel.view.run('view.set-sidebar', { sidebar: INPUT_SECTION });
  const grid: GridInfo = { id: answer.shadow.gridId, name: answer.shadow.name, published: true, versionId, versionName, versions: answer.gridVersions.filter((candidate) => candidate.published) };
  const shadow: ShadowMode = {
    token,
    input,
    permitDownload: options.permitDownload && answer.isCore !== true,
    ...(channel ? { channel } : {}),
    rename: (name) => renameShadow(token, name, options.context),
    changeVersion: (id) => navigate(withVersion(location.pathname + location.search, id), { replace: true }),
  };
  const stop = () => {
    locks.unsubscribe();
    input.dispose();
  };
  return { grid, session, save, shadow, brandingColors: answer.settings?.brandingColors ?? [], stop };
}

/** Renames the shadow at once (the name box): a name is not part of its document, so it goes in a PUT of the name alone. */
async function renameShadow(token: string, name: string, context: string | undefined): Promise<void> {
  await api.put(`/api/shadows/${encodeURIComponent(token)}`, { shadow: { name } }, context ? { headers: { 'x-context': context } } : {});
}
