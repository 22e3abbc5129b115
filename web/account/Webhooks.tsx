import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDialogs } from '../ui/dialogs.js';
import { Button } from '../ui/Button.js';
import { Input } from '../ui/Input.js';
import { deleteWebhook, saveWebhook, type SavedWebhook } from './account-api.js';
import { Deliveries } from './Deliveries.js';
import { cancel, canDelete, canSave, edit, failed, newRow, rowState, saved, savedRow, startSave, type WebhookRow } from './webhook-rows.js';

/** The account's webhook URLs as rows that are each unchanged, edited or saving (SPEC section 4). */
export function Webhooks({ initial }: { initial: readonly SavedWebhook[] }) {
  const dialogs = useDialogs();
  const [rows, setRows] = useState<readonly WebhookRow[]>(() => initial.map(savedRow));
  const nextKey = useRef(0);
  const update = (key: string, change: (row: WebhookRow) => WebhookRow | undefined) =>
    setRows((current) => current.flatMap((row) => (row.key === key ? (change(row) ?? []) : [row])));

  const save = async (row: WebhookRow) => {
    update(row.key, startSave);
    try {
      const webhook = await saveWebhook(row.id, row.url.trim(), row.updatedAt);
      update(row.key, (current) => saved(current, webhook));
    } catch (error) {
      update(row.key, (current) => failed(current, (error as Error).message));
    }
  };
  const remove = async (row: WebhookRow, index: number) => {
    if (!row.id) return;
    if (!(await dialogs.confirm({ message: `Are you sure you want to delete webhook ${index} (${row.url})?`, acceptText: 'Delete', negative: true }))) return;
    update(row.key, startSave);
    try {
      await deleteWebhook(row.id);
      update(row.key, () => undefined);
    } catch (error) {
      update(row.key, (current) => failed(current, (error as Error).message));
    }
  };

  return (
    <section className="account-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="account-note">Each URL is called with a shadow's outputs whenever the shadow is saved.</p>
      {rows.length === 0 && <p>You don't have any webhooks yet...</p>}
      <ol className="webhook-rows" aria-label="Webhooks">
        {rows.map((row, position) => {
          const index = position + 1;
          const state = rowState(row);
          return (
            <li key={row.key} className="webhook-row" aria-label={`Webhook ${index}`} data-state={state}>
              <div className="webhook-line">
                <span className="webhook-index" aria-hidden>
                  {index}.
                </span>
                <Input
                  aria-label={`Webhook ${index} URL`}
                  placeholder="https://example.com/hooks/gridcast"
                  value={row.url}
                  disabled={row.saving}
                  aria-invalid={row.error ? true : undefined}
                  onChange={(event) => update(row.key, (current) => edit(current, event.target.value))}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && canSave(row)) void save(row);
                  }}
                />
                <Button variant="primary" size="sm" disabled={!canSave(row)} onClick={() => void save(row)}>
                  {row.saving ? 'Saving...' : 'Save'}
                </Button>
                {state === 'edited' && (
                  <Button size="sm" onClick={() => update(row.key, cancel)}>
                    Cancel
                  </Button>
                )}
                {canDelete(row) && (
                  <Button variant="danger" size="sm" onClick={() => void remove(row, index)}>
                    Delete
                  </Button>
                )}
              </div>
              {row.error && (
                <p className="ui-error" role="alert">
                  {row.error}
                </p>
              )}
              {row.id && <Deliveries webhookId={row.id} index={index} />}
            </li>
          );
        })}
      </ol>
      <Button
        icon={Plus}
        onClick={() => {
          nextKey.current += 1;
          setRows((current) => [...current, newRow(`new-${nextKey.current}`)]);
        }}
      >
        Add webhook
      </Button>
    </section>
  );
}
