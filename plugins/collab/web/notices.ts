import { Subject } from 'rxjs';

/** A short message for the person editing: their edit overwritten, dropped or not undone, the version reloaded. */
export interface LiveNotice {
  readonly title: string;
  readonly description?: string;
}

/**
 * The open editor's notices, shown as the app's toasts by the header's LiveNotices. One editor is open
 * per page, so one stream serves it (as `presence` does).
 */
export const liveNotices = new Subject<LiveNotice>();
