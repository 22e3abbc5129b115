import type { ReactNode } from 'react';

export interface ListProps<T> {
  /** The list's accessible name. */
  readonly label: string;
  readonly items: readonly T[];
  itemKey(item: T): string;
  /** The row's main content (a name, a link). */
  renderItem(item: T): ReactNode;
  /** Controls at the row's end (edit, delete): buttons or a Menu. */
  renderActions?(item: T): ReactNode;
  /** Shown instead of the list when it has no items (an EmptyState). */
  readonly empty?: ReactNode;
}

/** A bordered list of rows with trailing actions: named ranges, presets, grids. */
export function List<T>({ label, items, itemKey, renderItem, renderActions, empty }: ListProps<T>) {
  if (items.length === 0 && empty) return <>{empty}</>;
  return (
    <ul className="ui-list" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className="ui-list-item">
          <div className="ui-list-main">{renderItem(item)}</div>
          {renderActions && <div className="ui-list-actions">{renderActions(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
