import type { ReactNode } from 'react';
import { Link } from '../router/Link.js';
import { useLocation } from '../router/router.js';
import './settings.css';

/** The settings screens (SPEC section 2), each with the paths it covers for the current-page mark. */
const SETTINGS: readonly { readonly label: string; readonly href: string }[] = [
  { label: 'Data presets', href: '/app/settings/data_presets' },
  { label: 'Defaults', href: '/app/settings/defaults' },
  { label: 'Styles', href: '/app/settings/styles' },
];

/** A settings screen under the nav that leads to the others: the main nav's Settings opens only the first. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="settings-frame">
      <nav className="settings-nav" aria-label="Settings">
        {SETTINGS.map(({ label, href }) => (
          <Link key={href} href={href} className="nav-link" aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <div className="settings-page">{children}</div>
    </div>
  );
}
