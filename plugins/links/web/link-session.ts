import { BehaviorSubject } from 'rxjs';

/**
 * Whether the Link dialog is open. The toolbar button, Insert > Link and Ctrl/Cmd+K open it; one editor
 * is open per page, so one flag serves it, and the overlay closes it when the editor goes.
 */
export const linkDialogOpen = new BehaviorSubject(false);

export function openLinkDialog(): void {
  linkDialogOpen.next(true);
}
