import { describe, expect, it } from 'vitest';
import { errorLines, gridcastInProcess, SLOW } from './run.js';

describe('gridcast serve --store', { timeout: SLOW }, () => {
  it('fails the start with one line and exit code 2 when the database cannot be reached, never showing the password', async () => {
    const result = await gridcastInProcess(['serve', '--port', '0', '--store', 'postgres://gridcast:s3cret@127.0.0.1:1/gridcast']);
    expect(result.code).toBe(2);
    expect(errorLines(result.stderr)).toEqual([expect.stringMatching(/^gridcast: cannot use PostgreSQL at 127\.0\.0\.1:1\/gridcast: connect ECONNREFUSED/)]);
    expect(result.stderr).not.toContain('s3cret');
  });

  it('refuses a connection string that is not PostgreSQL with one line and exit code 2', async () => {
    const result = await gridcastInProcess(['serve', '--port', '0', '--store', 'mysql://root:pw@db/gridcast']);
    expect(result.code).toBe(2);
    expect(errorLines(result.stderr)).toEqual(['gridcast: --store mysql://root:***@db/gridcast: only PostgreSQL is supported (postgres://user:password@host:5432/database)']);
  });
});
