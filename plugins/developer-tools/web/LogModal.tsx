import { Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { groupEntries, renderLog, valueText, type LogGroup, type LogInclude, type LogTab, type LogViewOptions } from '../../formulas/log/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { TextField } from '../../../web/ui/Input.js';
import { Table } from '../../../web/ui/Table.js';
import { Tabs } from '../../../web/ui/Tabs.js';
import { Tooltip } from '../../../web/ui/Tooltip.js';
import { clearLog, droppedEntries, logEntries } from './dev-session.js';

/** SPEC section 2's four checkboxes, in its order and words. */
const INCLUDES: readonly { key: keyof LogInclude; label: string }[] = [
  { key: 'references', label: 'Include references' },
  { key: 'formulas', label: 'Include formulas' },
  { key: 'conditionalChanges', label: 'Include conditional changes' },
  { key: 'graphPruning', label: 'Include graph pruning' },
];

const FILTER_HELP = 'Every word must match the cell (Sheet1!A1), its formula or what it read. kind:formula, kind:reference, kind:conditional or kind:pruning keeps those entries; kind:formula|pruning keeps either.';

/** Text tabs show this many characters at most; the rest is counted (a big log must not stall the page). */
const MAX_TEXT = 400_000;

const GROUP_COLUMNS = [
  // A cell computed after another author's command says so: the log shows remote changes, marked remote.
  { header: 'Cell', mono: true, renderCell: (group: LogGroup) => `${group.sheet}!${group.cell}${group.remote.length ? ` (remote: ${group.remote.join(', ')})` : ''}` },
  { header: 'Formula', mono: true, renderCell: (group: LogGroup) => group.formula },
  { header: 'Value', mono: true, renderCell: (group: LogGroup) => valueText(group.value) },
  { header: 'Evaluations', align: 'end' as const, renderCell: (group: LogGroup) => String(group.evaluations) },
  { header: 'Time (ms)', align: 'end' as const, renderCell: (group: LogGroup) => group.durationMs.toFixed(2) },
  { header: 'Reads', mono: true, renderCell: (group: LogGroup) => group.reads.map((read) => `${read.target} = ${valueText(read.value)}`).join('; ') },
  {
    header: 'Changes',
    mono: true,
    renderCell: (group: LogGroup) =>
      [...group.conditionalChanges.map((c) => `${c.function}: ${c.from} → ${c.to}`), ...group.pruned.map((p) => `pruned (${p.unchanged.join(', ')} unchanged)`)].join('; '),
  },
];

function clipped(text: string): string {
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT)}\n… ${text.length - MAX_TEXT} more characters`;
}

/**
 * The formula evaluation log (SPEC section 2), full screen: a filter box with its Filter button and an
 * info tooltip, the tabs Grouped, Grouped Text, TSV and JSON, the four Include checkboxes, Clear and
 * Close. It is modal, so the sheet cannot be edited while it is open.
 */
export function LogModal({ logRevision, onClose }: { logRevision: number; onClose(): void }) {
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [include, setInclude] = useState<Required<LogInclude>>({ references: true, formulas: true, conditionalChanges: true, graphPruning: true });
  const [tab, setTab] = useState<LogTab>('grouped');
  const options: LogViewOptions = { filter, include };
  const entries = logEntries();
  const view = useMemo(
    () => (tab === 'grouped' ? { groups: groupEntries(entries, options) } : { text: clipped(renderLog(entries, tab, options)) }),
    // The entries array is the log's own and grows in place: its revision says when to read it again.
    [entries, logRevision, entries.length, tab, filter, include],
  );
  const dropped = droppedEntries();
  const empty = <EmptyState title={entries.length === 0 ? 'The log is empty.' : 'No entry matches.'} description={entries.length === 0 ? 'Switch on Developers > Formula logging > Enabled, then edit the sheet.' : undefined} />;
  const textTab = view.text !== undefined && (view.text === '' ? empty : <pre className="dev-log-text">{view.text}</pre>);
  const tabs = [
    { value: 'grouped' as const, label: 'Grouped', content: view.groups && <Table label="Logged formulas" columns={GROUP_COLUMNS} rows={view.groups} rowKey={(group) => `${group.sheetId}!${group.cell}`} empty={empty} /> },
    { value: 'groupedText' as const, label: 'Grouped Text', content: textTab },
    { value: 'tsv' as const, label: 'TSV', content: textTab },
    { value: 'json' as const, label: 'JSON', content: textTab },
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Formula evaluation log"
      width="full"
      description={`${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}${dropped ? ` (${dropped} more not kept)` : ''}`}
      actions={
        <>
          <Button onClick={clearLog}>Clear</Button>
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <form
        className="dev-log-filter"
        aria-label="Log filter"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(typed);
        }}
      >
        <TextField label="Filter" type="search" value={typed} spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">Filter</Button>
        <Tooltip content={FILTER_HELP}>
          <IconButton icon={Info} label="How the filter works" size="sm" />
        </Tooltip>
      </form>
      <div className="dev-log-includes">
        {INCLUDES.map(({ key, label }) => (
          <Checkbox key={key} label={label} checked={include[key]} onCheckedChange={(checked) => setInclude((current) => ({ ...current, [key]: checked }))} />
        ))}
      </div>
      <Tabs<LogTab> label="Log views" tabs={tabs} value={tab} onChange={setTab} />
    </Dialog>
  );
}
