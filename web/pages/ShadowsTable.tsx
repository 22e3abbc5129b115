import type { ShadowSummary } from '../api/types.js';
import { navigate } from '../router/router.js';
import { MenuButton } from '../shell/MenuButton.js';

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
              <MenuButton
                label={`Actions for ${shadow.name}`}
                text="⋮"
                actions={[
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
