import { KEEP_DEV_MODE_KEY, type EditorHost, type MenuContribution, type WebCommand } from '../../../web/plugin-api/index.js';
import { devSession, setLogging, updateDev } from './dev-session.js';
import { logRequested } from './dev-overlay.js';

function keepEnabled(): boolean {
  try {
    return localStorage.getItem(KEEP_DEV_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page again with the `log` query parameter switched (SPEC section 2: reload with logging toggled). */
function reloadWithLoggingToggled(): void {
  const url = new URL(window.location.href);
  if (logRequested(url.search)) url.searchParams.delete('log');
  else url.searchParams.set('log', '1');
  window.location.assign(url.toString());
}

export const devCommands: readonly WebCommand[] = [
  { id: 'developers.view-log', run: () => updateDev({ logOpen: true }) },
  { id: 'developers.toggle-logging', run: (host: EditorHost) => setLogging(host, !devSession.value.logging) },
  { id: 'developers.toggle-log-to-console', run: () => updateDev({ logToConsole: !devSession.value.logToConsole }) },
  { id: 'developers.reload-with-logging', run: reloadWithLoggingToggled },
  { id: 'developers.toggle-autosave', run: (host: EditorHost) => host.save.autosave$?.next(!host.save.autosave$.value) },
  {
    id: 'developers.toggle-keep-enabled',
    run: () => {
      try {
        if (keepEnabled()) localStorage.removeItem(KEEP_DEV_MODE_KEY);
        else localStorage.setItem(KEEP_DEV_MODE_KEY, '1');
      } catch {
        // Storage refused (private mode): dev mode then lasts as long as the ?dev parameter.
      }
    },
  },
];

const dev = (host: EditorHost) => host.mode.dev;

/** The Developers menu (dev mode only): Formula logging's items, Autosave, then 'Keep enabled on page reload'. */
export const devMenuItems: readonly MenuContribution[] = [
  { menu: 'Developers', submenu: 'Formula logging', label: 'View log', command: 'developers.view-log', order: 1, isVisible: dev },
  { menu: 'Developers', submenu: 'Formula logging', label: 'Enabled', command: 'developers.toggle-logging', order: 2, isVisible: dev, isChecked: () => devSession.value.logging },
  { menu: 'Developers', submenu: 'Formula logging', label: 'Log to console', command: 'developers.toggle-log-to-console', order: 3, isVisible: dev, isChecked: () => devSession.value.logToConsole },
  { menu: 'Developers', submenu: 'Formula logging', label: 'Reload with logging toggled', command: 'developers.reload-with-logging', order: 4, isVisible: dev, separatorBefore: true },
  // SPEC section 2: the Autosave toggle is hidden in shadow mode, which saves by its Save button.
  { menu: 'Developers', label: 'Autosave', command: 'developers.toggle-autosave', order: 5, isVisible: (host) => dev(host) && !host.mode.shadow && host.save.autosave$ !== undefined, isChecked: (host) => host.save.autosave$?.value ?? false },
  { menu: 'Developers', label: 'Keep enabled on page reload', command: 'developers.toggle-keep-enabled', order: 10, isVisible: dev, isChecked: keepEnabled, separatorBefore: true },
];
