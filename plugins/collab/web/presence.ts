import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import type { Peer } from '../protocol.js';

/** Who else has the open document: every peer of the room but this tab. */
export interface PresenceState {
  /** This tab's id in the room (from the welcome), undefined before it. */
  readonly self?: string;
  readonly peers: readonly Peer[];
}

export const NOBODY: PresenceState = { peers: [] };

/**
 * The open editor's presence. The live channel writes it and the header's circles and the grid's
 * selection layer read it; one editor is open per page, so one state serves it, and the channel resets
 * it when the editor goes.
 */
export const presence = new BehaviorSubject<PresenceState>(NOBODY);

/**
 * The peers other than this tab, told again only when one comes, goes or shows otherwise (name, colour):
 * a peer's selection moving changes `presence` at each step, which the header's circles need not follow.
 */
export const people = new BehaviorSubject<readonly Peer[]>([]);
presence.pipe(map(others), distinctUntilChanged(samePeople)).subscribe(people);

function samePeople(a: readonly Peer[], b: readonly Peer[]): boolean {
  return a.length === b.length && a.every((peer, i) => peer.clientId === b[i].clientId && peer.name === b[i].name && peer.color === b[i].color);
}

/** The peers other than this tab. */
export function others(state: PresenceState): readonly Peer[] {
  return state.peers.filter((peer) => peer.clientId !== state.self);
}

/**
 * A name's initials for its circle: the first letters of its first and last words ("Ada Lovelace" -> "AL"),
 * of an email's part before the @ ("grace.hopper@example.com" -> "GH").
 */
export function initials(name: string): string {
  const words = name.trim().split('@')[0].split(/[\s._-]+/).filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]][0] ?? '') : '';
  return (first + last).toUpperCase();
}
