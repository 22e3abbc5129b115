import { api } from '../api/client.js';

/** The docs page's own key: GET-only, acting as this session for an hour at most (server/routes/docs-key.ts). */
export interface DocsKey {
  readonly apiKey: string;
  readonly expiresAt: string;
}

export const requestDocsKey = (): Promise<DocsKey> => api.post<DocsKey>('/api/user/docsKey');
