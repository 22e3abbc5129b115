import { Subject } from 'rxjs';
import type { Engine } from '../../formulas/engine/index.js';
import type { EngineFollower } from '../../../web/plugin-api/index.js';
import { ChartDependents } from '../chart-dependents.js';

/** The charts' data of one editor engine, and a tick whenever a chart's drawing may have changed. */
export interface FollowedCharts {
  readonly dependents: ChartDependents;
  readonly changed$: Subject<void>;
}

/** Per engine (so per open template), as the conditional formats' evaluators are. */
const followed = new WeakMap<Engine, FollowedCharts>();

export function followedCharts(engine: Engine): FollowedCharts | undefined {
  return followed.get(engine);
}

/**
 * Keeps every chart's data in step with the engine: a command's recomputed cells reach only the charts
 * whose ranges hold them (ChartDependents), so an edit elsewhere repaints no chart.
 */
export const chartsFollower: EngineFollower = {
  id: 'charts.data',
  start(engine, workbook) {
    const charts: FollowedCharts = { dependents: new ChartDependents(engine), changed$: new Subject<void>() };
    charts.dependents.update(workbook);
    followed.set(engine, charts);
    return {
      load(next) {
        charts.dependents.clear();
        charts.dependents.update(next);
        charts.changed$.next();
      },
      update(next, _patches, changed) {
        if (charts.dependents.update(next, changed).size > 0) charts.changed$.next();
      },
    };
  },
};
