import { BehaviorSubject } from 'rxjs';

/** A cell whose note is being written (Insert note), on its sheet. */
export interface NoteTarget {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

/** The note being edited, if any (one editor per page). */
export const editingNote = new BehaviorSubject<NoteTarget | null>(null);
