/** The part of swagger-ui-dist's browser bundle this page uses (it defines `window.SwaggerUIBundle`). */
export interface SwaggerUi {
  preauthorizeApiKey(name: string, key: string): void;
}

export interface SwaggerUiOptions {
  readonly url: string;
  readonly domNode: HTMLElement;
  readonly supportedSubmitMethods: readonly string[];
  /** null: no call to validator.swagger.io (nothing leaves the server). */
  readonly validatorUrl: null;
  readonly deepLinking: boolean;
  readonly tryItOutEnabled: boolean;
  onComplete(): void;
}

type SwaggerUiBundle = (options: SwaggerUiOptions) => SwaggerUi;

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

/** The server serves swagger-ui-dist's own files here (server/http/docs.ts): nothing comes from elsewhere. */
const BASE = '/api-docs';
let loading: Promise<SwaggerUiBundle> | undefined;

function stylesheet(): void {
  if (document.querySelector(`link[href="${BASE}/swagger-ui.css"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${BASE}/swagger-ui.css`;
  document.head.append(link);
}

/**
 * Loads Swagger UI's bundle the first time the API page opens, so the editor's first load does not carry
 * its 1.4 MB; later visits reuse it.
 */
export function loadSwaggerUi(): Promise<SwaggerUiBundle> {
  stylesheet();
  loading ??= new Promise<SwaggerUiBundle>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${BASE}/swagger-ui-bundle.js`;
    script.async = true;
    script.onload = () => (window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error('Swagger UI did not start')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Swagger UI could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
