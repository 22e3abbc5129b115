/** The modifier shortcuts are shown with: ⌘ on a Mac, Ctrl+ elsewhere. */
export const MOD = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl+';
