import { Globe, GlobeLock, Sheet } from 'lucide-react';
import { useMemo } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useSubject } from '../plugin-api/index.js';
import { Button } from '../ui/Button.js';
import { useDialogs } from '../ui/dialogs.js';
import { useEditorApp } from './editor-app.js';
import { useEditor } from './editor-context.js';
import { fileActions } from './menus/file-actions.js';
import { NameBox } from './NameBox.js';
import { SaveButton } from './SaveButton.js';
import { SaveStatus } from './SaveStatus.js';
import { versionLabel } from './version-label.js';

/** For a saver without an autosave switch: it never changes. */
const ALWAYS_ON = new BehaviorSubject(true);

/**
 * Logo, the editable name box, save status, what plugins show there (who else is editing) and the
 * Publish/Unpublish button. In shadow mode (SPEC section 2) the logo and Publish are hidden and a Save
 * button records a save, after the live channel's status words when the shadow is edited live. With
 * autosave switched off (the Developers menu) a Save button stands in for the status and sends the edits.
 */
export function TopBar() {
  const context = useEditor();
  const dialogs = useDialogs();
  const app = useEditorApp();
  const files = useMemo(() => fileActions(context, dialogs, app), [context, dialogs, app]);
  const { shadow } = context;
  const version = versionLabel(context.grid);
  const autosave = useSubject(context.save.autosave$ ?? ALWAYS_ON);
  return (
    <header className="editor-top">
      {!shadow && (
        <a href="/app" className="logo" aria-label="Gridcast home">
          <Sheet size={28} aria-hidden />
        </a>
      )}
      <div className="title-block">
        <NameBox name={context.grid.name} onRename={files.renameTo} onDone={context.focusGrid} />
        {version !== undefined && <span className="version-name">{version}</span>}
      </div>
      {shadow?.channel && <SaveStatus save={shadow.channel} />}
      {shadow || !autosave ? <SaveButton save={context.save} /> : <SaveStatus save={context.save} />}
      <span className="spacer" />
      {context.contributions.headerItems.map((item) => (
        <item.Component key={item.id} />
      ))}
      {!shadow && (
        <Button variant={context.grid.published ? 'secondary' : 'primary'} icon={context.grid.published ? GlobeLock : Globe} onClick={() => void files.togglePublish()}>
          {context.grid.published ? 'Unpublish' : 'Publish'}
        </Button>
      )}
    </header>
  );
}
