import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('0.0.0.0', 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addAddress('::', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

function normalisedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is left as written: it cannot name a route either way.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Whether a URL names this server's admin routes through a loopback address. A webhook is called by the
 * server itself, so such a URL would let an account make the server call its own admin API from inside.
 * (Deliveries also refuse private addresses unless allowed; this refusal holds even when they are.)
 */
export function pointsAtOwnAdminRoutes(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const path = normalisedPath(parsed.pathname);
  return isLoopbackHost(parsed.hostname) && /^\/(api|app)\/admin(\/|$)/.test(path);
}
