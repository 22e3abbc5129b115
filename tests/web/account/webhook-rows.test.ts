import { describe, expect, it } from 'vitest';
import { cancel, canDelete, canSave, edit, failed, newRow, rowState, saved, savedRow, startSave } from '../../../web/account/webhook-rows.js';

const hook = { id: 'w1', url: 'https://hooks.example.test/a', updatedAt: '2026-01-01T00:00:00.000Z' };

describe('webhook rows (SPEC sections 4 and 5)', () => {
  it('a saved row is unchanged until its URL is edited; Save only when the URL changed and not saving', () => {
    const row = savedRow(hook);
    expect(rowState(row)).toBe('unchanged');
    expect(canSave(row)).toBe(false);
    expect(canDelete(row)).toBe(true);
    const edited = edit(row, 'https://hooks.example.test/b');
    expect(rowState(edited)).toBe('edited');
    expect(canSave(edited)).toBe(true);
    expect(canDelete(edited)).toBe(false);
    expect(canSave(edit(row, `${hook.url}  `))).toBe(false);
    const saving = startSave(edited);
    expect(rowState(saving)).toBe('saving');
    expect(canSave(saving)).toBe(false);
    expect(canDelete(saving)).toBe(false);
  });

  it('Cancel reverts a saved row and removes one never saved', () => {
    const edited = failed(edit(savedRow(hook), 'ftp://x'), 'Enter a valid http(s) URL');
    expect(cancel(edited)).toMatchObject({ url: hook.url, error: undefined });
    expect(rowState(cancel(edited)!)).toBe('unchanged');
    expect(cancel(edit(newRow('n1'), 'https://x.test'))).toBeUndefined();
  });

  it('a new row is edited from the start, saves once it has a URL, and keeps its key when saved', () => {
    const row = newRow('n1');
    expect(rowState(row)).toBe('edited');
    expect(canSave(row)).toBe(false);
    const typed = edit(row, 'https://hooks.example.test/new');
    expect(canSave(typed)).toBe(true);
    const done = saved(startSave(typed), { ...hook, id: 'w2', url: 'https://hooks.example.test/new' });
    expect(done).toMatchObject({ key: 'n1', id: 'w2', originalUrl: 'https://hooks.example.test/new', saving: false });
    expect(rowState(done)).toBe('unchanged');
  });

  it('a refused save keeps the typed URL with the server\'s error, which the next edit clears', () => {
    const refused = failed(startSave(edit(savedRow(hook), 'http://localhost/api/admin/accounts')), "Webhooks may not call this server's own admin routes");
    expect(refused).toMatchObject({ url: 'http://localhost/api/admin/accounts', saving: false, error: "Webhooks may not call this server's own admin routes" });
    expect(canSave(refused)).toBe(true);
    expect(edit(refused, 'https://ok.test').error).toBeUndefined();
  });
});
