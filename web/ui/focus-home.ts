/**
 * Where keyboard focus goes when a menu, dialog, popover or select closes and nothing else has taken it.
 * The editor registers its grid here, so Ctrl+Z and the arrow keys work right after any menu action;
 * elsewhere focus goes back to what opened the overlay (Radix's default).
 */
let home: HTMLElement | null = null;

/**
 * Marks a region whose overlays give focus back to what opened them rather than to the home: a panel
 * (the sidebar, an editor panel) where a person choosing from a select goes on to the next field.
 */
export const KEEPS_FOCUS = 'data-keeps-focus';

/** What last had focus outside every overlay: the control that opened the overlay open now, if any. */
let lastOutside: Element | null = null;
const trackFocus = (event: FocusEvent) => {
  if (event.target instanceof Element && !event.target.closest(OVERLAYS)) lastOutside = event.target;
};

/** Registers the element to focus after overlays close; returns the function that unregisters it. */
export function setFocusHome(element: HTMLElement): () => void {
  home = element;
  document.addEventListener('focusin', trackFocus);
  return () => {
    document.removeEventListener('focusin', trackFocus);
    if (home === element) home = null;
  };
}

/** Whether the open overlay was opened from a region that keeps focus: Radix then gives it back to its trigger. */
const openedInPanel = (): boolean => lastOutside?.isConnected === true && lastOutside.closest(`[${KEEPS_FOCUS}]`) !== null;

const focusIsLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** Dialogs and menus, by their roles: what the overlay selectors of web/ui start from. */
export const OVERLAY_ROLES = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/** An open overlay: a dialog or popover, a menu, a select's list (tooltips do not count: they open on hover). */
const OVERLAYS = `${OVERLAY_ROLES}, [data-radix-popper-content-wrapper] [role="listbox"]`;

/**
 * Whether an overlay other than the one holding focus is open: a select or menu inside a dialog or a
 * popover closes back into it (Radix focuses its trigger), not to the grid, which would close the outer one.
 */
const outerOverlayOpen = (): boolean => [...document.querySelectorAll(OVERLAYS)].some((overlay) => !overlay.contains(document.activeElement));

/**
 * For Radix's onCloseAutoFocus, which runs once the overlay is gone: with a home registered, focus goes
 * there at once (keys typed right after Escape reach the grid), unless the overlay's action already put
 * focus somewhere, as a dialog it opened or a cell editor does, or the overlay was opened from another.
 */
export function returnFocus(event: Event): void {
  if (openedInPanel()) return;
  returnHome(event);
}

/** returnFocus for the menu bar's menus: commands for the whole sheet, whose keys go back to the grid wherever they were opened from. */
export function returnHome(event: Event): void {
  if (!home) return;
  if (outerOverlayOpen()) {
    // Radix then focuses the trigger, inside the outer overlay, unless something has focus already.
    if (!focusIsLost()) event.preventDefault();
    return;
  }
  event.preventDefault();
  if (focusIsLost() && home.isConnected) home.focus({ preventScroll: true });
}

/**
 * For Radix's onEscapeKeyDown: Escape gives the keys back to the home in the same keystroke, so the next
 * key (an arrow right after Escape) already reaches the grid rather than the closing overlay.
 */
export function escapeHome(): void {
  if (!openedInPanel()) escapeToHome();
}

/** escapeHome for the menu bar's menus (see returnHome). */
export function escapeToHome(): void {
  if (home?.isConnected && !outerOverlayOpen()) home.focus({ preventScroll: true });
}

/** For overlays that restore focus themselves: to the home when registered, else to `fallback`. */
export function restoreFocus(fallback: HTMLElement | null): void {
  if (!focusIsLost()) return;
  const target = home?.isConnected ? home : fallback;
  if (target?.isConnected) target.focus({ preventScroll: true });
}

/**
 * What to give focus back to when an overlay opened from `active` closes: a menu item's own menu is gone
 * by then, so an item's opener is the button that opened its menu (Radix links it by aria-controls).
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu?.id) return active;
  const button = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return button instanceof HTMLElement ? button : active;
}
