import { Editor } from '../editor/Editor.js';
import type { EditorMode } from '../plugin-api/index.js';
import { Link } from '../router/Link.js';
import { Layout, Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import type { OpenedEditor } from './use-opened-editor.js';

/**
 * The editor on an opened document, the loading text while it opens, or why it could not be: the editor
 * has no layout of its own, so a document it cannot open gets the app's, and a way back.
 */
export function OpenedEditorView({ opened, failure, what, mode }: { opened: OpenedEditor | null; failure: string | null; what: string; mode: EditorMode }) {
  if (failure) {
    return (
      <Layout>
        <LoadFailed what={what} error={failure} />
        <Link href="/app/grids">Back to grid templates</Link>
      </Layout>
    );
  }
  if (!opened) return <Loading />;
  return <Editor key={opened.grid.versionId} session={opened.session} save={opened.save} grid={opened.grid} shadow={opened.shadow} brandingColors={opened.brandingColors} mode={mode} />;
}
