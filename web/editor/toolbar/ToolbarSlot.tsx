import { runAction, type ToolbarButton, type ToolbarSlot as Slot } from '../../plugin-api/index.js';
import { IconButton } from '../../ui/Button.js';
import { useStableHandlers } from '../../ui/use-stable-handlers.js';
import { useEditor } from '../editor-context.js';

/** The plugins' toolbar items of one slot, in their order. */
export function ToolbarSlot({ slot }: { slot: Slot }) {
  const { contributions } = useEditor();
  return (
    <>
      {contributions.toolbarItems
        .filter((item) => item.slot === slot)
        .map((item) => (item.kind === 'widget' ? <item.Component key={item.id} /> : <ContributedButton key={item.id} item={item} />))}
    </>
  );
}

/** A plugin's button: its command runs on a press, then the keys go back to the grid. */
function ContributedButton({ item }: { item: ToolbarButton }) {
  const host = useEditor();
  const label = item.label(host);
  const { press } = useStableHandlers({
    press: () => {
      void runAction(host, item, host.contributions.webCommands);
      host.focusGrid();
    },
  });
  return (
    <IconButton
      icon={item.icon}
      label={label}
      shortcut={item.shortcut}
      pressed={item.isPressed?.(host)}
      disabled={item.isDisabled?.(host)}
      data-command={item.command}
      onClick={press}
    />
  );
}
