/**
 * The store cannot be reached (its database is down, restarting or out of connections). Requests that need
 * it get a 503 with this message rather than a 500: the request was fine and can be retried.
 */
export class StorageUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The database cannot be reached right now. Try again in a moment.');
    this.name = 'StorageUnavailableError';
  }
}
