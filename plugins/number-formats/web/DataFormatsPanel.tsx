import { useState } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { TextField } from '../../../web/ui/Input.js';
import { List } from '../../../web/ui/List.js';
import { Tabs } from '../../../web/ui/Tabs.js';
import { formatNumber } from '../../formulas/number-format/index.js';
import { patternType, previewFormat } from '../custom-format.js';
import { STANDARD_FORMATS } from '../standard-formats.js';
import { applyToSelection } from './apply.js';
import { useRecentFormats } from './recent-store.js';

/** The Data Formats section: Standard Formats and Custom Format tabs, and the recent formats. */
export function DataFormatsPanel() {
  return (
    <>
      <Tabs
        label="Data formats"
        tabs={[
          { value: 'standard', label: 'Standard Formats', content: <StandardFormats /> },
          { value: 'custom', label: 'Custom Format', content: <CustomFormat /> },
        ]}
      />
      <RecentFormats />
    </>
  );
}

/** Each of SPEC section 9's formats with how 1234.56 looks in it; a press applies it to the selection. */
function StandardFormats() {
  const host = useHost();
  return (
    <List
      label="Standard formats"
      items={STANDARD_FORMATS}
      itemKey={(format) => format.label}
      renderItem={(format) => (
        <Button variant="ghost" size="sm" onClick={() => void applyToSelection(host, format.format, format.type)}>
          {format.label}
          <span className="muted"> {format.format ? formatNumber(format.format, format.type === 'DATE' ? 45292.5 : 1234.56) : 'Text'}</span>
        </Button>
      )}
    />
  );
}

/**
 * A typed pattern, tried on 1234.56, -1234.56, 0 and 'Hello': up to four sections previewed as
 * Positive, Negative, Zero and Text, or 'Invalid Format' and nothing applied.
 */
function CustomFormat() {
  const host = useHost();
  const current = host.activeCell?.data?.format ?? '';
  const [pattern, setPattern] = useState(current);
  const result = previewFormat(pattern);
  return (
    <form
      className="sidebar-form"
      aria-label="Custom format"
      onSubmit={(event) => {
        event.preventDefault();
        if (result.ok) void applyToSelection(host, pattern, patternType(pattern));
      }}
    >
      <TextField label="Format" value={pattern} placeholder="#,##0.00;(#,##0.00)" error={pattern.trim() === '' || result.ok ? undefined : result.error} onChange={(event) => setPattern(event.target.value)} />
      {result.ok && (
        <dl className="format-preview" aria-label="Preview">
          {result.preview.sections.map((section) => (
            <div key={section.name}>
              <dt>{section.name}</dt>
              <dd>{section.sample}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="sidebar-actions">
        <Button type="submit" variant="primary" disabled={!result.ok}>
          Apply
        </Button>
      </div>
    </form>
  );
}

/** The last formats used (20 at most), newest first; a press applies one again. */
function RecentFormats() {
  const host = useHost();
  const recents = useRecentFormats();
  if (recents.length === 0) return null;
  return (
    <div className="ui-field">
      <span className="ui-label">Recent formats</span>
      <List
        label="Recent formats"
        items={recents}
        itemKey={(pattern) => pattern}
        renderItem={(pattern) => (
          <Button variant="ghost" size="sm" onClick={() => void applyToSelection(host, pattern, patternType(pattern))}>
            {pattern}
          </Button>
        )}
      />
    </div>
  );
}
