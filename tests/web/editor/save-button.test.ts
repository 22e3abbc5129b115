import { describe, expect, it } from 'vitest';
import { saveButtonText } from '../../../web/editor/SaveButton.js';

describe('the shadow Save button\'s text (SPEC section 4)', () => {
  it('says Save when dirty, or Done when the editor is embedded in a parent window', () => {
    expect(saveButtonText('saved', true, false)).toBe('Save');
    expect(saveButtonText('saved', true, true)).toBe('Done');
    expect(saveButtonText('idle', true, true)).toBe('Done');
  });

  it('says Saved when clean, Saving... while saving and Save Failed after a failure, embedded or not', () => {
    for (const embedded of [false, true]) {
      expect(saveButtonText('saved', false, embedded)).toBe('Saved');
      expect(saveButtonText('saving', true, embedded)).toBe('Saving...');
      expect(saveButtonText('error', true, embedded)).toBe('Save Failed');
    }
  });
});
