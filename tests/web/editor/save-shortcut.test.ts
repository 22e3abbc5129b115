import { describe, expect, it } from 'vitest';
import { isSaveShortcut } from '../../../web/editor/use-save-shortcut.js';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('the save shortcut (SPEC section 9)', () => {
  it('is Cmd or Ctrl plus S', () => {
    expect(isSaveShortcut(press('s', { ctrl: true }))).toBe(true);
    expect(isSaveShortcut(press('s', { meta: true }))).toBe(true);
    expect(isSaveShortcut(press('S', { ctrl: true }))).toBe(true);
  });
  it('is not S alone, nor with Shift or Alt', () => {
    expect(isSaveShortcut(press('s'))).toBe(false);
    expect(isSaveShortcut(press('S', { ctrl: true, shift: true }))).toBe(false);
    expect(isSaveShortcut(press('s', { ctrl: true, alt: true }))).toBe(false);
  });
});
