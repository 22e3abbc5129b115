import { describe, expect, it } from 'vitest';
import { chordText, shortcutGroups } from '../../../web/editor/menus/shortcut-list.js';
import type { WebCommand } from '../../../web/plugin-api/index.js';

const run = () => undefined;

describe('the keyboard shortcuts dialog\'s list', () => {
  it('lists the frame\'s keys, then each menu\'s items that name a shortcut, submenus by their path', () => {
    const groups = shortcutGroups(
      [{ title: 'Grid', shortcuts: [{ action: 'Edit the active cell', keys: 'Enter, F2' }] }],
      {
        Edit: [{ label: 'Undo', shortcut: 'Ctrl+Z', run }, { label: 'Clear content', run }],
        View: [{ label: 'Freeze', items: [{ label: '1 row', shortcut: 'Alt+1', run }] }],
        Versioning: [{ label: 'Publish', run }],
      },
      [],
    );
    expect(groups).toEqual([
      { title: 'Grid', shortcuts: [{ action: 'Edit the active cell', keys: 'Enter, F2' }] },
      { title: 'Edit', shortcuts: [{ action: 'Undo', keys: 'Ctrl+Z' }] },
      { title: 'View', shortcuts: [{ action: 'Freeze > 1 row', keys: 'Alt+1' }] },
    ]);
  });
  it('adds the web parts\' command keys that no menu item names, by their label', () => {
    const commands: WebCommand[] = [
      { id: 'find.open', keys: ['Mod+F'], label: 'Find', run },
      { id: 'charts.focus-next', keys: ['Mod+Alt+5'], label: 'Select the next chart', run },
      { id: 'nameless', keys: ['Mod+J'], run },
    ];
    const groups = shortcutGroups([], { Edit: [{ label: 'Find', command: 'find.open', shortcut: 'Ctrl+F', run }] }, commands);
    expect(groups.at(-1)).toEqual({ title: 'Other', shortcuts: [{ action: 'Select the next chart', keys: chordText('Mod+Alt+5') }] });
    expect(chordText('Shift+F2')).toBe('Shift+F2');
  });
});
