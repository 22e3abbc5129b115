import type { ReactNode } from 'react';
import type { IconComponent } from './icon.js';

export interface EmptyStateProps {
  readonly icon?: IconComponent;
  /** The spec's text for the empty case ("You don't have any grids yet..."). */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The clear first action (a primary Button). */
  readonly action?: ReactNode;
}

/** What a list or panel shows when it has nothing yet: what is missing and the first thing to do. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      {Icon && (
        <span className="ui-empty-icon">
          <Icon size={40} aria-hidden />
        </span>
      )}
      <p className="ui-empty-title">{title}</p>
      {description && <p className="ui-empty-description">{description}</p>}
      {action}
    </div>
  );
}
