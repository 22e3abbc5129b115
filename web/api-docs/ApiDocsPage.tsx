import { useEffect, useRef, useState } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { type DocsKey, requestDocsKey } from './docs-key.js';
import { loadSwaggerUi } from './swagger-loader.js';
import './api-docs.css';

type Key = { readonly docsKey: DocsKey } | { readonly keyError: string };
type State = { readonly state: 'loading' } | ({ readonly state: 'ready' } & Key) | { readonly state: 'failed'; readonly error: string };

/**
 * /app/api (SPEC section 2): Swagger UI over /openapi.json, GET requests only, with a key preauthorized. The
 * user's own key is stored only as a hash, so each visit asks the server for a docs key: GET-only, acting
 * as this session for an hour at most. Should that fail, "Try it out" still goes with the session cookie.
 */
export function ApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const keyAnswer = requestDocsKey().then(
      (docsKey): Key => ({ docsKey }),
      (error: Error): Key => ({ keyError: error.message }),
    );
    Promise.all([loadSwaggerUi(), keyAnswer])
      .then(([SwaggerUIBundle, key]) => {
        if (!live || !host.current) return;
        const ui = SwaggerUIBundle({
          url: '/openapi.json',
          domNode: host.current,
          supportedSubmitMethods: ['get'],
          validatorUrl: null,
          deepLinking: false,
          tryItOutEnabled: false,
          onComplete: () => {
            if (!live) return;
            if ('docsKey' in key) ui.preauthorizeApiKey('apiKey', key.docsKey.apiKey);
            setState({ state: 'ready', ...key });
          },
        });
      })
      .catch((error: Error) => live && setState({ state: 'failed', error: error.message }));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="api-docs-title" className="api-docs">
      <header className="page-header">
        <div>
          <h1 id="api-docs-title">API</h1>
          {state.state === 'ready' && <KeyNote {...state} />}
        </div>
      </header>
      {state.state === 'loading' && <Loading text="Loading docs..." />}
      {state.state === 'failed' && <LoadFailed what="the API docs" error={state.error} />}
      <div ref={host} className="api-docs-swagger" hidden={state.state !== 'ready'} />
    </section>
  );
}

function KeyNote(key: Key) {
  if ('keyError' in key) return <p>"Try it out" on any GET request runs it as you. No key could be preauthorized: {key.keyError}</p>;
  const ends = new Date(key.docsKey.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return <p>A key for these docs is preauthorized (see Authorize): "Try it out" on any GET request sends it. It runs GET requests only and stops working at {ends}.</p>;
}
