import { useEffect, useState } from 'react';
import { api, ApiError, useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { Select } from '../../../web/ui/Select.js';
import { Table } from '../../../web/ui/Table.js';
import type { CellChange } from '../cell-changes.js';
import type { OutputChange, ShadowChanges, VersionDiff } from '../version-diff.js';
import { cellText, valueText } from './diff-text.js';
import './version-diff.css';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'done'; readonly diff: VersionDiff };

/**
 * Versioning > Compare Versions: a version to compare with, and what moving from it to the open version
 * changes: the cells whose formula or value changed (sheet, cell, old, new) and, for each test shadow, the
 * outputs that changed, so an author sees what publishing the open version will do before users do.
 */
export function CompareVersionsDialog({ onClose }: { onClose(): void }) {
  const host = useHost();
  const { grid } = host;
  const others = grid.versions.filter((version) => version.id !== grid.versionId);
  // The published version first: what users see now is what a change is usually measured against.
  const [chosen, setChosen] = useState(() => (others.find((version) => version.published) ?? others[0])?.id);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (chosen === undefined) return;
    let current = true;
    setLoaded({ kind: 'loading' });
    const path = `/api/grids/${encodeURIComponent(grid.id)}/versions/${encodeURIComponent(chosen)}/diff/${encodeURIComponent(grid.versionId)}`;
    api.get<VersionDiff>(path).then(
      (diff) => current && setLoaded({ kind: 'done', diff }),
      (error: unknown) => current && setLoaded({ kind: 'failed', message: error instanceof ApiError ? error.message : 'The versions could not be compared.' }),
    );
    return () => {
      current = false;
    };
  }, [grid.id, grid.versionId, chosen]);

  return (
    <Dialog
      open
      width="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Compare Versions"
      description={`What changes from the chosen version to this one, ${grid.versionName}.${host.kernel.dirty.dirty ? ' Unsaved changes are not included.' : ''}`}
      closeButton={false}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {chosen === undefined ? (
        <p>This template has no other version to compare with.</p>
      ) : (
        <>
          <Select
            label="Compare with"
            showLabel
            value={chosen}
            options={others.map((version) => ({ value: version.id, label: version.published ? version.name : `${version.name} (unpublished)` }))}
            onChange={setChosen}
          />
          <DiffView loaded={loaded} />
        </>
      )}
    </Dialog>
  );
}

function DiffView({ loaded }: { loaded: Loaded }) {
  if (loaded.kind === 'loading') return <p role="status">Comparing…</p>;
  if (loaded.kind === 'failed') return <p role="alert">{loaded.message}</p>;
  const { diff } = loaded;
  return (
    <div className="version-diff">
      <h3>Changed cells</h3>
      <p>{cellsSummary(diff)}</p>
      {diff.cells.length > 0 && (
        <Table<CellChange>
          label="Changed cells"
          rows={diff.cells}
          rowKey={(change) => `${change.sheet}!${change.cell}`}
          columns={[
            { header: 'Sheet', renderCell: (change) => change.sheet },
            { header: 'Cell', renderCell: (change) => change.cell },
            { header: 'Old', mono: true, renderCell: (change) => cellText(change.before) },
            { header: 'New', mono: true, renderCell: (change) => cellText(change.after) },
          ]}
        />
      )}
      <h3>Test shadows</h3>
      {diff.testShadows.length === 0 ? <p>This template has no test shadows.</p> : diff.testShadows.map((shadow) => <ShadowView key={shadow.id} shadow={shadow} />)}
    </div>
  );
}

function ShadowView({ shadow }: { shadow: ShadowChanges }) {
  return (
    <section aria-label={`Test shadow ${shadow.name}`}>
      <h4>{shadow.name}</h4>
      {shadow.error !== undefined ? (
        <p role="alert">{shadow.error}</p>
      ) : shadow.outputs.length === 0 ? (
        <p>No output changes.</p>
      ) : (
        <Table<OutputChange>
          label={`Outputs of ${shadow.name}`}
          rows={shadow.outputs}
          rowKey={(output) => output.path}
          columns={[
            { header: 'Output', renderCell: (output) => output.path },
            { header: 'Old', mono: true, renderCell: (output) => valueText(output.before) },
            { header: 'New', mono: true, renderCell: (output) => valueText(output.after) },
          ]}
        />
      )}
    </section>
  );
}

function cellsSummary(diff: VersionDiff): string {
  if (diff.cellsTotal === 0) return 'No cell changes.';
  const total = `${diff.cellsTotal.toLocaleString('en-US')} cell${diff.cellsTotal === 1 ? '' : 's'} changed`;
  return diff.cells.length < diff.cellsTotal ? `${total}; the first ${diff.cells.length.toLocaleString('en-US')} are listed.` : `${total}.`;
}
