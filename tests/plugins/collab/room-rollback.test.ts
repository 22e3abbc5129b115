import { describe, expect, it } from 'vitest';
import { RoomCore, type SequencedCommand } from '../../../plugins/collab/index.js';
import { getCell } from '../../../plugins/workbook/index.js';
import { collabPlugins, startDocument } from './harness.js';

const author = { userId: 'u1', name: 'Ann' };

describe('a room takes back a batch the durable log did not take (a lost seq race)', () => {
  it('rolls back to the seq its editors have, catches up on the winner\'s command and runs its own again after it', () => {
    const document = startDocument();
    const sheetId = document.sheetIds[0];
    // Two processes' rooms on one document, both at seq 0.
    const winner = new RoomCore({ plugins: collabPlugins, document, seq: 0 });
    const loser = new RoomCore({ plugins: collabPlugins, document, seq: 0 });
    const won = winner.submit('w', author, { localId: 1, baseSeq: 0, id: 'workbook.insert-rows', params: { sheetId, index: 0, side: 'above' }, origin: 'tab-w', serial: 1 }) as SequencedCommand;
    const mine = { localId: 1, baseSeq: 0, id: 'workbook.set-cell', params: { sheetId, row: 2, col: 0, text: '=A5' }, origin: 'tab-l', serial: 1 };
    expect(loser.submit('l', author, mine)).toMatchObject({ seq: 1 });

    // The log refused seq 1 (the winner had it): the loser takes its command back...
    expect(loser.rollback(0)).toBe(true);
    expect(loser.seq).toBe(0);
    expect(loser.document).toBe(document);
    expect(loser.appliedSerial('tab-l')).toBeUndefined();
    // ...takes in the winner's, and runs its own again: not a duplicate, transformed over the inserted row.
    loser.adopt(won, 'tab-w', 1);
    const again = loser.submit('l', author, mine) as SequencedCommand;
    expect(again.seq).toBe(2);
    winner.adopt(again, 'tab-l', 1);
    const sheet = loser.document.sheetsById[sheetId];
    expect(getCell(sheet, sheet.rowIds[3], sheet.columnIds[0])?.formula).toBe('=A6');
    expect(winner.document).toEqual(loser.document);
  });

  it('cannot roll back past what it still remembers, nor ahead: it says so and changes nothing', () => {
    const document = startDocument();
    const sheetId = document.sheetIds[0];
    const room = new RoomCore({ plugins: collabPlugins, document, seq: 0, logLimit: 1 });
    for (const localId of [1, 2]) room.submit('c', author, { localId, baseSeq: localId - 1, id: 'workbook.set-cell', params: { sheetId, row: 0, col: 0, text: String(localId) } });
    const before = room.document;
    expect(room.rollback(0)).toBe(false);
    expect(room.rollback(3)).toBe(false);
    expect(room.seq).toBe(2);
    expect(room.document).toBe(before);
    expect(room.rollback(2)).toBe(true);
  });
});
