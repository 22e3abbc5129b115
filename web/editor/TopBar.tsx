import { useMemo } from 'react';
import { useDialogs } from '../shell/dialogs.js';
import { useEditor } from './editor-context.js';
import { fileActions } from './menus/file-actions.js';
import { NameBox } from './NameBox.js';
import { SaveButton } from './SaveButton.js';
import { SaveStatus } from './SaveStatus.js';

/**
 * Logo, the editable name box, save status and the Publish/Unpublish button. In shadow mode (SPEC
 * section 2) the logo and Publish are hidden and a Save button stands for the autosave status.
 */
export function TopBar() {
  const context = useEditor();
  const dialogs = useDialogs();
  const files = useMemo(() => fileActions(context, dialogs), [context, dialogs]);
  const { shadow } = context;
  return (
    <header className="editor-top">
      {!shadow && (
        <a href="/app" className="logo" aria-label="Gridcast home">
          Gridcast
        </a>
      )}
      <NameBox name={context.grid.name} onRename={files.renameTo} onDone={context.focusGrid} />
      <span className="version-name">{context.grid.versionName}</span>
      {shadow ? <SaveButton save={context.save} /> : <SaveStatus save={context.save} />}
      <span className="spacer" />
      {!shadow && (
        <button type="button" className={context.grid.published ? 'negative' : 'positive'} onClick={() => void files.togglePublish()}>
          {context.grid.published ? 'Unpublish' : 'Publish'}
        </button>
      )}
    </header>
  );
}
