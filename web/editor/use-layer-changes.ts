import { useEffect, useMemo } from 'react';
import { Subject, type Observable } from 'rxjs';
import type { CanvasLayer } from '../plugin-api/index.js';

/** The canvas layers' own changes, and how many came. */
export interface LayerChanges {
  /** Grows at each change: a render builds its grid model anew when it moved. */
  readonly count: number;
  readonly changes$: Observable<void>;
}

/**
 * The canvas layers' own changes (a co-editor's selection moving, find's matches). The grid paints them
 * ahead (paintsAhead) rather than rendering the editor for each: a co-editor moving through cells was
 * five renders a second of the whole editor in every other tab, for a change only the canvas shows.
 */
export function useLayerChanges(layers: readonly CanvasLayer[]): LayerChanges {
  const changes = useMemo(() => ({ count: 0, changes$: new Subject<void>() }), []);
  useEffect(() => {
    const subscriptions = layers.flatMap((layer) =>
      layer.changes
        ? [
            layer.changes.subscribe({
              next: () => {
                changes.count++;
                changes.changes$.next();
              },
            }),
          ]
        : [],
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [layers, changes]);
  return changes;
}
