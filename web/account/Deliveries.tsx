import { ChevronDown, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { Table } from '../ui/Table.js';
import { loadDeliveries, type Delivery } from './account-api.js';

const when = (iso: string): string => new Date(iso).toLocaleString();

/** A webhook's recent deliveries (the server keeps the last 20), loaded when opened. */
export function Deliveries({ webhookId, index }: { webhookId: string; index: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="webhook-deliveries">
      <Button variant="ghost" size="sm" icon={open ? ChevronDown : ChevronRight} aria-expanded={open} onClick={() => setOpen(!open)}>
        Recent deliveries
      </Button>
      {open && <DeliveryTable webhookId={webhookId} index={index} />}
    </div>
  );
}

function DeliveryTable({ webhookId, index }: { webhookId: string; index: number }) {
  const loader = useCallback(() => loadDeliveries(webhookId), [webhookId]);
  const { loaded, reload } = useLoad(loader);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="the deliveries" error={loaded.error} />;
  // The server lists them oldest first; the newest is what a person looks for.
  const rows = [...loaded.data].reverse();
  return (
    <>
      <Table<Delivery>
        label={`Recent deliveries of webhook ${index}`}
        rows={rows}
        rowKey={(delivery) => delivery.id}
        empty={<p className="account-note">No deliveries yet: a shadow's save sends one.</p>}
        columns={[
          { header: 'Time', renderCell: (delivery) => when(delivery.at) },
          { header: 'Status', renderCell: (delivery) => (delivery.status === 'delivered' ? `Delivered${delivery.statusCode ? ` (${delivery.statusCode})` : ''}` : `Failed: ${delivery.error ?? 'no answer'}`) },
          { header: 'Retries', align: 'end', renderCell: (delivery) => String(Math.max(0, delivery.attempts - 1)) },
        ]}
      />
      <Button variant="ghost" size="sm" onClick={() => void reload()}>
        Reload
      </Button>
    </>
  );
}
