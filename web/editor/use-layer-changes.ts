import { useEffect, useState } from 'react';
import type { CanvasLayer } from '../plugin-api/index.js';

/** A number that ticks whenever a canvas layer's own state changes (find matches), so the grid redraws. */
export function useLayerChanges(layers: readonly CanvasLayer[]): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const subscriptions = layers.flatMap((layer) => (layer.changes ? [layer.changes.subscribe({ next: () => setTick((n) => n + 1) })] : []));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [layers]);
  return tick;
}
