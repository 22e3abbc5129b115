import { BehaviorSubject } from 'rxjs';
import { serviceKey } from '../../kernel/index.js';

export interface SelectedChart {
  readonly sheetId: string;
  readonly chartId: string;
}

/**
 * Which chart is selected in this editor (one at a time, or none). View state: never saved, never undone.
 * The canvas layer and the Charts sidebar section share it through the kernel's services.
 */
export class ChartSelection {
  readonly selected$ = new BehaviorSubject<SelectedChart | null>(null);

  get selected(): SelectedChart | null {
    return this.selected$.value;
  }

  select(chart: SelectedChart | null): void {
    const now = this.selected$.value;
    if (now?.sheetId === chart?.sheetId && now?.chartId === chart?.chartId) return;
    this.selected$.next(chart);
  }
}

/** Keys of the charts plugin's services (kernel/services.ts). */
export const CHARTS = {
  Selection: serviceKey<ChartSelection>('gridcast.charts.Selection'),
} as const;
