import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { CHANGED_WHILE_READ_MESSAGE, answerErrorLogger, errorMiddleware } from '../../server/http/errors.js';
import { ContentMissingError } from '../../server/storage/content-missing.js';

/** Runs the error middleware over a handler that throws what a body library throws. */
async function answerTo(thrown: object): Promise<{ status: number; body: unknown; logged: string[] }> {
  const logged: string[] = [];
  const ctx = { method: 'PUT', path: '/api/shadows/x', status: 404, body: undefined, set: () => undefined, response: { get: () => '' } } as unknown as Context;
  await errorMiddleware((line) => logged.push(line))(ctx, () => Promise.reject(thrown));
  return { status: ctx.status, body: ctx.body, logged };
}

describe('errors from reading a body', () => {
  it('a client that went away before or while its body was read is a quiet 400, not a logged 500', async () => {
    for (const type of ['stream.not.readable', 'request.aborted']) {
      const answer = await answerTo(Object.assign(new Error('stream is not readable'), { type, status: type === 'request.aborted' ? 400 : 500 }));
      expect(answer).toEqual({ status: 400, body: { error: 'The request was aborted.' }, logged: [] });
    }
  });

  it('an unknown failure is a 500 that says nothing of the server and is logged', async () => {
    const answer = await answerTo(new Error('disk on fire'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Something went wrong on the server. Try again in a moment.' });
    expect(answer.logged[0]).toMatch(/^500 on PUT \/api\/shadows\/x: Error: disk on fire/);
  });

  it('content gone between a record\'s read and its own (a delete or a save meanwhile) is a 409 telling the caller to reload, not a 500', async () => {
    const answer = await answerTo(new ContentMissingError('version-x'));
    expect(answer).toEqual({ status: 409, body: { error: CHANGED_WHILE_READ_MESSAGE }, logged: [] });
  });
});

describe('errors once an answer has started', () => {
  it('a client that closed its connection half way is not logged; any other failure is', () => {
    const logged: string[] = [];
    const logger = answerErrorLogger((line) => logged.push(line));
    for (const code of ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']) logger(Object.assign(new Error('gone'), { code }));
    expect(logged).toEqual([]);
    logger(Object.assign(new Error('disk on fire'), { code: 'EIO' }));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^An answer failed after it started: Error: disk on fire/);
  });
});

