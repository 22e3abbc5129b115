import type { GridSummary } from '../api/types.js';

export type GridSort = 'updated' | 'name';

export const GRID_SORTS: readonly { value: GridSort; label: string }[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'name', label: 'Name' },
];

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The grids list as shown: those whose name contains every word of the search (any case), most recently
 * updated first or by name; a grid never updated sorts last, and ties keep name order.
 */
export function shownGrids(grids: readonly GridSummary[], search: string, sort: GridSort): readonly GridSummary[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = grids.filter((grid) => words.every((word) => grid.name.toLowerCase().includes(word)));
  const updated = (grid: GridSummary) => (grid.updatedAt ? Date.parse(grid.updatedAt) : -Infinity);
  return [...matching].sort((a, b) => (sort === 'updated' ? updated(b) - updated(a) : 0) || byName.compare(a.name, b.name));
}

/** "5 minutes ago", "yesterday", "3 Mar 2026": a last update as a person reads it. */
export function updatedText(iso: string | undefined, now: Date = new Date()): string {
  if (!iso) return 'Never updated';
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.round(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return relative.format(-Math.round(seconds / 86_400), 'day');
  return then.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
