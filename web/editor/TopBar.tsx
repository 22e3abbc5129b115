import { useMemo } from 'react';
import { useDialogs } from '../shell/dialogs.js';
import { useEditor } from './editor-context.js';
import { fileActions } from './menus/file-actions.js';
import { NameBox } from './NameBox.js';
import { SaveStatus } from './SaveStatus.js';

/** Logo, the template's editable name box, save status and the Publish/Unpublish button. */
export function TopBar() {
  const context = useEditor();
  const dialogs = useDialogs();
  const files = useMemo(() => fileActions(context, dialogs), [context, dialogs]);
  return (
    <header className="editor-top">
      <a href="/app" className="logo" aria-label="Gridcast home">
        Gridcast
      </a>
      <NameBox name={context.grid.name} onRename={files.renameTo} onDone={context.focusGrid} />
      <span className="version-name">{context.grid.versionName}</span>
      <SaveStatus save={context.save} />
      <span className="spacer" />
      <button type="button" className={context.grid.published ? 'negative' : 'positive'} onClick={() => void files.togglePublish()}>
        {context.grid.published ? 'Unpublish' : 'Publish'}
      </button>
    </header>
  );
}
