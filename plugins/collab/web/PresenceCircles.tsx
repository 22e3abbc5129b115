import { Tooltip } from '../../../web/ui/Tooltip.js';
import { useSubject } from '../../../web/plugin-api/index.js';
import { initials, people } from './presence.js';
import './collab.css';

/** The top bar's circles: one per other tab open on this document, in its colour, named on hover and to screen readers. */
export function PresenceCircles() {
  const peers = useSubject(people);
  if (peers.length === 0) return null;
  return (
    <ul className="collab-presence" aria-label="Also editing">
      {peers.map((peer) => (
        <li key={peer.clientId}>
          <Tooltip content={peer.name}>
            <span className="collab-circle" role="img" aria-label={peer.name} tabIndex={0} style={{ background: peer.color }}>
              {initials(peer.name)}
            </span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
