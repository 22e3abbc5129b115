import { Info } from 'lucide-react';
import { useEditor } from './editor-context.js';
import { liveVersionName } from './live-version.js';
import './published-banner.css';

/**
 * What the author's edits do to the live template (grid mode): on a published version, that they go to a
 * new draft version and stay off the API and the grids until it is published; on a draft of a template
 * with a published version, which version is live meanwhile. Nothing for a template never published.
 */
export function PublishedBanner() {
  const { grid, shadow } = useEditor();
  if (shadow) return null;
  const live = liveVersionName(grid);
  if (live === undefined) return null;
  const text = grid.published
    ? `${grid.versionName} is published: the API and its grids read it as it was published. Your edits will be saved as a new draft version, which goes live when you publish it.`
    : `${grid.versionName} is a draft: the API and new grids use ${live} until you publish this version.`;
  return (
    <div className="published-banner" role="note" aria-label="Version">
      <Info size={16} aria-hidden />
      <span>{text}</span>
    </div>
  );
}
