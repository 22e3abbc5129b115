import { Observable } from 'rxjs';
import type { GridModel } from '../grid/index.js';

/**
 * The grid's paints ahead of a render: for others' edits only the grid shows (documentRenders' paints)
 * and for the canvas layers' own changes (a co-editor's selection moving, find's matches). Each paints
 * the grid from the document as it is now (`latest`), once per task however many asked in it: a batch
 * of others' edits is applied message by message, and a paint for each was half of a receiving tab's
 * work. A model whose rows' or columns' sizes differ from the one rendered (`shown`) cannot be painted
 * over the rendered layout; it asks for a render instead (`render`).
 */
export function paintsAhead(requests: Observable<unknown>, latest: () => GridModel, shown: () => GridModel, render: () => void): Observable<GridModel> {
  return new Observable<GridModel>((subscriber) => {
    let queued = false;
    const paint = () => {
      queued = false;
      if (subscriber.closed) return;
      const next = latest();
      const now = shown();
      if (next.rows.sizes === now.rows.sizes && next.columns.sizes === now.columns.sizes) subscriber.next(next);
      else render();
    };
    const subscription = requests.subscribe(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(paint);
    });
    return () => subscription.unsubscribe();
  });
}
