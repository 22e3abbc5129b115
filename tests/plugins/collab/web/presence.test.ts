import { describe, expect, it } from 'vitest';
import { initials, NOBODY, others, people, presence } from '../../../../plugins/collab/web/presence.js';

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

  it('tells the people here again when one comes, goes or is renamed, not when a selection moves', () => {
    const told: string[][] = [];
    const subscription = people.subscribe((list) => told.push(list.map((peer) => peer.name)));
    const ada = { clientId: 'c2', userId: 'u2', name: 'Ada', color: '#222' };
    try {
      presence.next({ self: 'c1', peers: [{ clientId: 'c1', userId: 'u1', name: 'Me', color: '#111' }, ada] });
      presence.next({ ...presence.value, peers: [presence.value.peers[0], { ...ada, selection: { sheetId: 's1', top: 1, left: 1, bottom: 1, right: 1 } }] });
      presence.next({ ...presence.value, peers: [presence.value.peers[0], { ...ada, name: 'Ada Lovelace' }] });
      presence.next(NOBODY);
      expect(told).toEqual([[], ['Ada'], ['Ada Lovelace'], []]);
    } finally {
      subscription.unsubscribe();
      presence.next(NOBODY);
    }
  });
});
