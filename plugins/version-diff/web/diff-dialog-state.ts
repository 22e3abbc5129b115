import { BehaviorSubject } from 'rxjs';

/**
 * Whether the Compare Versions dialog is open. Versioning > Compare Versions opens it; one editor is open
 * per page, so one flag serves it, and the overlay closes it when the editor goes.
 */
export const compareDialogOpen = new BehaviorSubject(false);
