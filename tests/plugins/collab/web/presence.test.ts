import { describe, expect, it } from 'vitest';
import { initials, others } from '../../../../plugins/collab/web/presence.js';

describe('presence', () => {
  it('makes a circle\'s initials from the first and last words of a name, or an email', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('ada')).toBe('A');
    expect(initials('grace.hopper@example.com')).toBe('GH');
    expect(initials('  ')).toBe('?');
    expect(initials('émile zola')).toBe('ÉZ');
  });

  it('lists the peers other than this tab', () => {
    const peers = [
      { clientId: 'c1', userId: 'u1', name: 'Me', color: '#111' },
      { clientId: 'c2', userId: 'u1', name: 'Me', color: '#222' },
    ];
    expect(others({ self: 'c1', peers }).map((peer) => peer.clientId)).toEqual(['c2']);
    expect(others({ peers })).toHaveLength(2);
  });
});
