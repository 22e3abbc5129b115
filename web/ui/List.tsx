import { GripVertical } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';

export interface ListProps<T> {
  /** The list's accessible name. */
  readonly label: string;
  readonly items: readonly T[];
  itemKey(item: T): string;
  /** The row's main content (a name, a link). */
  renderItem(item: T): ReactNode;
  /** Controls at the row's end (edit, delete): buttons or a Menu. */
  renderActions?(item: T): ReactNode;
  /** A row's accessible name, when its content alone does not say it well. */
  itemLabel?(item: T): string;
  /**
   * Makes the rows draggable (with a grip): dropping the row `key` on the row `target` asks to move it
   * there. Give keyboard users Move up / Move down actions too; dragging is for the pointer.
   */
  onMove?(key: string, target: string): void;
  /** Shown instead of the list when it has no items (an EmptyState). */
  readonly empty?: ReactNode;
}

/** A bordered list of rows with trailing actions: named ranges, presets, grids, rules in order. */
export function List<T>({ label, items, itemKey, renderItem, renderActions, itemLabel, onMove, empty }: ListProps<T>) {
  const [dragged, setDragged] = useState<string | null>(null);
  if (items.length === 0 && empty) return <>{empty}</>;
  const dragProps = (key: string) =>
    onMove && {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData('text/plain', key);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(key);
      },
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged && dragged !== key) onMove(dragged, key);
        setDragged(null);
      },
      onDragEnd: () => setDragged(null),
    };
  return (
    <ul className="ui-list" aria-label={label}>
      {items.map((item) => {
        const key = itemKey(item);
        return (
          <li key={key} className={dragged === key ? 'ui-list-item ui-list-item-dragged' : 'ui-list-item'} aria-label={itemLabel?.(item)} {...dragProps(key)}>
            {onMove && <GripVertical className="ui-list-grip" size={16} aria-hidden />}
            <div className="ui-list-main">{renderItem(item)}</div>
            {renderActions && <div className="ui-list-actions">{renderActions(item)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
