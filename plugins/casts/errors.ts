/**
 * A cast that cannot be laid out: `missing` when what it names does not exist (an unknown recommended
 * cast, a deleted sheet, chart or cell), `invalid` when the request asks for something impossible.
 * Hosts map these to their own errors (the server: 404 and 400).
 */
export class CastError extends Error {
  constructor(readonly kind: 'missing' | 'invalid', message: string) {
    super(message);
    this.name = 'CastError';
  }
}
