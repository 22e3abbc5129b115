import type { ReactNode } from 'react';

/** A small status label ("Published"); `success` for a good state, `neutral` otherwise. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success'; children: ReactNode }) {
  return <span className={tone === 'success' ? 'ui-badge ui-badge-success' : 'ui-badge'}>{children}</span>;
}
