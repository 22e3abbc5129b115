import { describe, expect, it } from 'vitest';
import { CLOSED, firstMatchFrom, matchCountText, stepMatch, type FindState } from '../../../plugins/find/web/find-session.js';
import { matchesChord } from '../../../web/editor/use-command-keys.js';

const matches = [
  { sheetId: 's2', row: 0, col: 0 },
  { sheetId: 's1', row: 0, col: 0 },
  { sheetId: 's1', row: 0, col: 1 },
  { sheetId: 's1', row: 4, col: 2 },
];
const found = (patch: Partial<FindState>): FindState => ({ ...CLOSED, barOpen: true, matches, ...patch });

describe('the find bar', () => {
  it('counts matches before a move, then says which one is shown, with + when the search stopped', () => {
    expect(matchCountText(found({ matches: [] }))).toBe('No results');
    expect(matchCountText(found({ matches: matches.slice(0, 1) }))).toBe('1 match');
    expect(matchCountText(found({}))).toBe('4 matches');
    expect(matchCountText(found({ current: 2 }))).toBe('3 of 4');
    expect(matchCountText(found({ current: 0, stopped: true }))).toBe('1 of 4+');
  });

  it('steps round the matches both ways', () => {
    expect(stepMatch(found({}), 1)).toBe(0);
    expect(stepMatch(found({}), -1)).toBe(3);
    expect(stepMatch(found({ current: 3 }), 1)).toBe(0);
    expect(stepMatch(found({ current: 0 }), -1)).toBe(3);
    expect(stepMatch(found({ matches: [] }), 1)).toBe(-1);
  });

  it('starts at the first match at or after the selected cell, wrapping round', () => {
    expect(firstMatchFrom(matches, 's1', 0, 1)).toBe(2);
    expect(firstMatchFrom(matches, 's1', 1, 0)).toBe(3);
    expect(firstMatchFrom(matches, 's1', 9, 0)).toBe(0);
    expect(firstMatchFrom([], 's1', 0, 0)).toBe(-1);
  });
});

describe('command keys', () => {
  const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
    key,
    ctrlKey: Boolean(mods.ctrl),
    metaKey: Boolean(mods.meta),
    shiftKey: Boolean(mods.shift),
    altKey: Boolean(mods.alt),
  });

  it('matches Mod as Ctrl or Cmd, and needs exactly the modifiers named', () => {
    expect(matchesChord(press('f', { ctrl: true }), 'Mod+F')).toBe(true);
    expect(matchesChord(press('f', { meta: true }), 'Mod+F')).toBe(true);
    expect(matchesChord(press('F', { ctrl: true, shift: true }), 'Mod+F')).toBe(false);
    expect(matchesChord(press('H', { ctrl: true, shift: true }), 'Mod+Shift+H')).toBe(true);
    expect(matchesChord(press('h', { ctrl: true }), 'Mod+Shift+H')).toBe(false);
    expect(matchesChord(press('f'), 'Mod+F')).toBe(false);
  });
});
