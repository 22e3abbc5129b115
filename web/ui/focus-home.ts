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

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** A dialog holds focus itself: its trap caught focus when a select or menu inside it closed. */
const dialogCaughtFocus = (): boolean => document.activeElement?.matches(DIALOGS) === true;

/** Whether the open overlay was opened from a region that keeps focus: Radix then gives it back to its trigger. */
const openedInPanel = (): boolean => lastOutside?.isConnected === true && lastOutside.closest(`[${KEEPS_FOCUS}]`) !== null;

/** Nothing holds focus on purpose: none, the body, or a dialog's trap. */
const focusIsLost = (): boolean => document.activeElement === null || document.activeElement === document.body || dialogCaughtFocus();

/** Dialogs and menus, by their roles: what the overlay selectors of web/ui start from. */
export const OVERLAY_ROLES = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/** An open overlay: a dialog or popover, a menu, a select's list (tooltips do not count: they open on hover). */
const OVERLAYS = `${OVERLAY_ROLES}, [data-radix-popper-content-wrapper] [role="listbox"]`;

/**
 * Whether an overlay other than the one holding focus is open (a dialog whose trap caught focus counts):
 * a select or menu inside a dialog or a popover closes back into it (Radix focuses its trigger), not to
 * the grid, which would close the outer one.
 */
const outerOverlayOpen = (): boolean =>
  [...document.querySelectorAll(OVERLAYS)].some((overlay) => !overlay.contains(document.activeElement) || (overlay === document.activeElement && overlay.matches(DIALOGS)));

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

/**
 * Where focus was when a dialog opened: the control itself, and whether keys had brought focus there
 * (a keyboard user's place) or it is a menu's item (whose menu is gone by the time the dialog closes).
 */
export interface Opener {
  readonly element: HTMLElement | null;
  readonly byKeyboard: boolean;
  readonly fromMenu: boolean;
}

export function openerOf(active: Element | null): Opener {
  if (!(active instanceof HTMLElement)) return { element: null, byKeyboard: false, fromMenu: false };
  const menu = active.closest('[role="menu"]');
  // A menu item's opener is the button that opened its menu (Radix links them by aria-controls).
  const button = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return { element: button instanceof HTMLElement ? button : active, byKeyboard: active.matches(':focus-visible'), fromMenu: Boolean(menu) };
}

/**
 * For a dialog closing with nothing focused on purpose: focus goes back where it was. A keyboard user
 * gets the control they opened the dialog from; after a menu's item, or a press of the pointer, focus
 * goes to the home (the editor's grid, so keys work at once), else to the opener.
 */
export function returnToOpener(opener: Opener): void {
  if (!focusIsLost()) return;
  const own = opener.element?.isConnected ? opener.element : null;
  // A dialog opened from a panel that keeps focus (the sidebar) gives it back there, as its selects do.
  const keepsFocus = own?.closest(`[${KEEPS_FOCUS}]`) != null;
  const target = own && (keepsFocus || (opener.byKeyboard && !opener.fromMenu)) ? own : home?.isConnected ? home : own;
  target?.focus({ preventScroll: true });
}
