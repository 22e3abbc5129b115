import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { Checkbox } from '../ui/Checkbox.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Input.js';
import { Select } from '../ui/Select.js';
import { useToast } from '../ui/Toast.js';
import { copyGrid, copyVersion, loadTargets, type TargetAccount } from './copy-grid-api.js';
import { canSubmit, type CopyForm, type CopyMode } from './copy-form.js';
import type { CopyDialogProps } from '../editor/editor-app.js';
import './copy-grid.css';

/** The editor's copy-grid modal (web/editor/editor-app.ts's CopyDialog). */
export type CopyGridDialogProps = CopyDialogProps;

const TITLES: Record<CopyMode, string> = { grid: 'Copy grid to another account', version: 'Copy version to a grid' };

/**
 * The copy-grid modal (SPEC sections 2 and 5): grid mode copies the template into an account as a new
 * template; version mode copies a version into a template as a new version, published or not. Submitting
 * disables the inputs; success closes it; a failure shows the server's text in a "Something went wrong" box.
 */
export function CopyGridDialog({ mode, source, onClose, onSourceVersions }: CopyGridDialogProps) {
  const { loaded } = useLoad(loadTargets);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={TITLES[mode]} width="md">
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed what="your accounts" error={loaded.error} />}
      {loaded.state === 'loaded' && <CopyFormBody mode={mode} source={source} accounts={loaded.data} onClose={onClose} onSourceVersions={onSourceVersions} />}
    </Dialog>
  );
}

function CopyFormBody({ mode, source, accounts, onClose, onSourceVersions }: CopyGridDialogProps & { accounts: readonly TargetAccount[] }) {
  const toast = useToast();
  const [form, setForm] = useState<CopyForm>(() => ({
    targetAccountId: mode === 'grid' ? accounts.find((account) => account.id !== source.accountId)?.id : (source.accountId ?? undefined),
    targetGridName: source.gridName,
    targetGridId: mode === 'version' ? source.gridId : undefined,
    targetVersionName: source.versionName,
    publish: false,
  }));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const account = accounts.find((candidate) => candidate.id === form.targetAccountId);
  const change = (patch: Partial<CopyForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async () => {
    if (!canSubmit(mode, form) || submitting || form.targetAccountId === undefined) return;
    setSubmitting(true);
    setError(undefined);
    try {
      if (mode === 'grid') {
        const copied = await copyGrid(source.gridId, form.targetAccountId, form.targetGridName.trim());
        toast({ title: `Copied to ${account?.name ?? 'the account'} as ${copied.grid.name}`, tone: 'success' });
      } else {
        const copied = await copyVersion(source.gridId, source.versionId, {
          targetAccountId: form.targetAccountId, targetGridId: form.targetGridId!, targetVersionName: form.targetVersionName.trim(), publish: form.publish,
        });
        if (copied.grid.id === source.gridId) onSourceVersions?.(copied.grid.gridVersions);
        toast({ title: `Copied as version ${copied.gridVersion.name} of ${copied.grid.name}`, tone: 'success' });
      }
      onClose();
    } catch (caught) {
      setError((caught as Error).message);
      setSubmitting(false);
    }
  };

  return (
    <form
      className="copy-grid-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="copy-grid-source">
        From <strong>{source.gridName}</strong>
        {mode === 'version' && (
          <>
            , version <strong>{source.versionName}</strong>
          </>
        )}
      </p>
      <Select
        label="Target account"
        showLabel
        disabled={submitting}
        value={form.targetAccountId === undefined ? undefined : String(form.targetAccountId)}
        placeholder="Choose an account"
        onChange={(id) => change({ targetAccountId: Number(id), targetGridId: undefined })}
        options={accounts.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} (${candidate.id})` }))}
      />
      {mode === 'grid' ? (
        <TextField label="Target grid name" disabled={submitting} value={form.targetGridName} onChange={(event) => change({ targetGridName: event.target.value })} />
      ) : (
        <>
          <Select
            label="Target grid"
            showLabel
            disabled={submitting || !account || account.grids.length === 0}
            value={form.targetGridId}
            placeholder={account && account.grids.length === 0 ? 'This account has no grids' : 'Choose a grid'}
            onChange={(targetGridId) => change({ targetGridId })}
            options={(account?.grids ?? []).map((grid) => ({ value: grid.id, label: grid.name }))}
          />
          <TextField label="Version name" disabled={submitting} value={form.targetVersionName} onChange={(event) => change({ targetVersionName: event.target.value })} />
          <Checkbox label="Publish the new version" disabled={submitting} checked={form.publish} onCheckedChange={(publish) => change({ publish })} />
        </>
      )}
      {error && (
        <div className="copy-grid-error" role="alert" aria-labelledby="copy-grid-error-title">
          <TriangleAlert size={18} aria-hidden />
          <div>
            <p id="copy-grid-error-title" className="copy-grid-error-title">
              Something went wrong
            </p>
            <p>{error}</p>
          </div>
        </div>
      )}
      <footer className="ui-dialog-actions">
        <Button disabled={submitting} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={!canSubmit(mode, form) || submitting}>
          {submitting ? 'Copying...' : 'Copy'}
        </Button>
      </footer>
    </form>
  );
}
