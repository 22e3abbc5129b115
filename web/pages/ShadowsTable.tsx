import { EllipsisVertical } from 'lucide-react';
import type { ShadowSummary } from '../api/types.js';
import { navigate } from '../router/router.js';
import { IconButton } from '../ui/Button.js';
import { Menu } from '../ui/Menu.js';
import { Table, type TableColumn } from '../ui/Table.js';

const lastUpdate = (shadow: ShadowSummary): string => (shadow.updatedAt ? new Date(shadow.updatedAt).toLocaleString() : '');

/** The configure page's table of grids: name, token, last update and a menu with Edit, New cast and Delete. */
export function ShadowsTable({ shadows, onNewCast, onDelete }: { shadows: readonly ShadowSummary[]; onNewCast(shadow: ShadowSummary): void; onDelete(shadow: ShadowSummary): void }) {
  const columns: readonly TableColumn<ShadowSummary>[] = [
    { header: 'Name', renderCell: (shadow) => shadow.name },
    { header: 'Token', mono: true, renderCell: (shadow) => shadow.token },
    { header: 'Last update', renderCell: lastUpdate },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      renderCell: (shadow) => (
        <Menu
          label={`Actions for ${shadow.name}`}
          align="end"
          trigger={<IconButton icon={EllipsisVertical} label={`Actions for ${shadow.name}`} />}
          items={[
            { label: 'Edit', run: () => navigate(`/app/shadows/${encodeURIComponent(shadow.token)}`) },
            { label: 'New cast', run: () => onNewCast(shadow) },
            { label: 'Delete', run: () => onDelete(shadow) },
          ]}
        />
      ),
    },
  ];
  return <Table label="Grids" columns={columns} rows={shadows} rowKey={(shadow) => shadow.id} />;
}
