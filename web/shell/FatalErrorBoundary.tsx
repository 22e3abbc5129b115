import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { Button } from '../ui/Button.js';
import { reportError } from './error-reporting.js';

export const SUPPORT_EMAIL = 'support@gridcast.app';

/** The fatal-error screen of SPEC section 2, shown when rendering crashes. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
    // A crash the boundary catches is no longer uncaught: it is reported here.
    reportError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fatal-error card" role="alert">
        <TriangleAlert className="ui-empty-icon" size={40} aria-hidden />
        <h1>Oops! A problem has occurred.</h1>
        <p>
          Please contact client services at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if it keeps happening.
        </p>
        <Button variant="primary" icon={RefreshCw} onClick={() => location.reload()}>
          Refresh
        </Button>
      </div>
    );
  }
}
