import { useEffect, useRef, useState } from 'react';
import { shownApiKey } from '../account/shown-api-key.js';
import { Link } from '../router/Link.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { loadSwaggerUi } from './swagger-loader.js';
import './api-docs.css';

type State = { readonly state: 'loading' } | { readonly state: 'ready' } | { readonly state: 'failed'; readonly error: string };

/**
 * /app/api (SPEC section 2): Swagger UI over /openapi.json. Only GET requests can be tried; they go with the
 * session cookie, and with the account's API key preauthorized when this tab has just been shown one.
 */
export function ApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ state: 'loading' });
  const key = shownApiKey();
  useEffect(() => {
    let live = true;
    loadSwaggerUi()
      .then((SwaggerUIBundle) => {
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
            if (key) ui.preauthorizeApiKey('apiKey', key);
            setState({ state: 'ready' });
          },
        });
      })
      .catch((error: Error) => live && setState({ state: 'failed', error: error.message }));
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <section aria-labelledby="api-docs-title" className="api-docs">
      <header className="page-header">
        <div>
          <h1 id="api-docs-title">API</h1>
          <p>
            {key ? (
              'Your new API key is preauthorized: "Try it out" on any GET request sends it.'
            ) : (
              <>
                "Try it out" on any GET request runs it as you. To try it with an API key, rotate the key on the <Link href="/app/account">Account</Link> page and come back.
              </>
            )}
          </p>
        </div>
      </header>
      {state.state === 'loading' && <Loading text="Loading docs..." />}
      {state.state === 'failed' && <LoadFailed what="the API docs" error={state.error} />}
      <div ref={host} className="api-docs-swagger" hidden={state.state !== 'ready'} />
    </section>
  );
}
