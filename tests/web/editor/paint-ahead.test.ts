import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { GridModel } from '../../../web/grid/index.js';
import { paintsAhead } from '../../../web/editor/paint-ahead.js';

/** A model with these sizes (the paint compares them by identity, as the sheet model keeps them). */
function modelWith(rows: Float64Array, columns: Float64Array, name: string): GridModel {
  return { rows: { sizes: rows }, columns: { sizes: columns }, cell: () => ({ text: name }) };
}

const rows = new Float64Array([21, 21, 21]);
const columns = new Float64Array([100, 100]);

function setUp(latest: () => GridModel) {
  const requests = new Subject<void>();
  const shown = modelWith(rows, columns, 'rendered');
  const painted: GridModel[] = [];
  let renders = 0;
  const subscription = paintsAhead(requests, latest, () => shown, () => renders++).subscribe((model) => painted.push(model));
  return { requests, painted, renders: () => renders, stop: () => subscription.unsubscribe() };
}

describe('paintsAhead', () => {
  it('paints once for every request made in one task, from the model as it is when it paints', async () => {
    let now = modelWith(rows, columns, 'first');
    const { requests, painted, renders, stop } = setUp(() => now);
    requests.next();
    requests.next();
    now = modelWith(rows, columns, 'third');
    requests.next();
    expect(painted).toEqual([]);
    await Promise.resolve();
    expect(painted.map((model) => model.cell(0, 0)?.text)).toEqual(['third']);
    requests.next();
    await Promise.resolve();
    expect(painted).toHaveLength(2);
    expect(renders()).toBe(0);
    stop();
  });

  it('asks for a render instead when the sizes differ from the rendered ones (a row hidden)', async () => {
    const { requests, painted, renders, stop } = setUp(() => modelWith(new Float64Array([21, 0, 21]), columns, 'hidden'));
    requests.next();
    await Promise.resolve();
    expect(painted).toEqual([]);
    expect(renders()).toBe(1);
    stop();
  });

  it('paints nothing once unsubscribed, even for a request already queued', async () => {
    const { requests, painted, stop } = setUp(() => modelWith(rows, columns, 'late'));
    requests.next();
    stop();
    await Promise.resolve();
    expect(painted).toEqual([]);
  });
});
