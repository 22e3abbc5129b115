import { describe, expect, it } from 'vitest';
import { canSubmit, type CopyForm } from '../../../web/copy-grid/copy-form.js';

const form: CopyForm = { targetAccountId: 2, targetGridName: 'Budget', targetGridId: 'g1', targetVersionName: 'New Version', publish: false };

describe('copy-grid form rules (SPEC section 5)', () => {
  it('grid mode needs a target account and a non-blank target grid name', () => {
    expect(canSubmit('grid', form)).toBe(true);
    expect(canSubmit('grid', { ...form, targetGridName: '  ' })).toBe(false);
    expect(canSubmit('grid', { ...form, targetAccountId: undefined })).toBe(false);
    expect(canSubmit('grid', { ...form, targetGridId: undefined })).toBe(true);
  });

  it('version mode needs a target grid and a non-blank version name', () => {
    expect(canSubmit('version', form)).toBe(true);
    expect(canSubmit('version', { ...form, targetGridId: undefined })).toBe(false);
    expect(canSubmit('version', { ...form, targetVersionName: '' })).toBe(false);
    expect(canSubmit('version', { ...form, targetGridName: '' })).toBe(true);
  });
});
