import { BehaviorSubject } from 'rxjs';

/** Whether Data > Sort range > Advanced range sorting options is open (one editor per page). */
export const sortDialogOpen = new BehaviorSubject(false);
