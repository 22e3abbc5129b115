import { EllipsisVertical } from 'lucide-react';
import type { ShadowSummary } from '../api/types.js';
import { navigate } from '../router/router.js';
import { IconButton } from '../ui/Button.js';
import { Menu } from '../ui/Menu.js';

/** The configure page's table of grids: name, token, last update and a menu with Edit and Delete. */
export function ShadowsTable({ shadows, onDelete }: { shadows: readonly ShadowSummary[]; onDelete(shadow: ShadowSummary): void }) {
  return (
    <table className="shadows" aria-label="Grids">
      <thead>
        <tr>
          <th>Name</th>
          <th>Token</th>
          <th>Last update</th>
          <th>
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {shadows.map((shadow) => (
          <tr key={shadow.id}>
            <td>{shadow.name}</td>
            <td>
              <code>{shadow.token}</code>
            </td>
            <td>{shadow.updatedAt ? new Date(shadow.updatedAt).toLocaleString() : ''}</td>
            <td>
              <Menu
                label={`Actions for ${shadow.name}`}
                align="end"
                trigger={<IconButton icon={EllipsisVertical} label={`Actions for ${shadow.name}`} />}
                items={[
                  { label: 'Edit', run: () => navigate(`/app/shadows/${encodeURIComponent(shadow.token)}`) },
                  { label: 'Delete', run: () => onDelete(shadow) },
                ]}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
