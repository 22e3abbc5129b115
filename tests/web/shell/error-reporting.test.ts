import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/api/client.js';
import { analyticsAgent } from '../../../web/shell/analytics-agent.js';
import { errorReporting, isRequestFailure, NOT_CONFIGURED_MESSAGE, onceLogger } from '../../../web/shell/error-report-rules.js';

describe('error reporting: which settings turn it on', () => {
  it('is off, silently, when nothing is set (blank values count as unset)', () => {
    expect(errorReporting({})).toEqual({ kind: 'off' });
    expect(errorReporting({ projectId: ' ', projectKey: '' })).toEqual({ kind: 'off' });
  });

  it('is on with a project id and key, the host and environment passed on when given', () => {
    expect(errorReporting({ projectId: '42', projectKey: 'abc' })).toEqual({ kind: 'on', options: { projectId: 42, projectKey: 'abc' } });
    expect(errorReporting({ projectId: ' 7 ', projectKey: ' key ', host: 'https://errbit.example.com/', environment: 'production' })).toEqual({
      kind: 'on', options: { projectId: 7, projectKey: 'key', host: 'https://errbit.example.com', environment: 'production' },
    });
  });

  it('is incomplete when some is set but not enough, or a value is unusable', () => {
    for (const settings of [
      { projectId: '42' },
      { projectKey: 'abc' },
      { host: 'https://errbit.example.com' },
      { environment: 'production' },
      { projectId: 'forty-two', projectKey: 'abc' },
      { projectId: '0', projectKey: 'abc' },
      { projectId: '1.5', projectKey: 'abc' },
      { projectId: '42', projectKey: 'abc', host: 'not a url' },
      { projectId: '42', projectKey: 'abc', host: 'ftp://errbit.example.com' },
    ]) {
      expect(errorReporting(settings), JSON.stringify(settings)).toEqual({ kind: 'incomplete' });
    }
  });

  it("logs 'Airbrake could not be configured' once, however often it is asked to", () => {
    const log = vi.fn();
    const logIncomplete = onceLogger(log);
    logIncomplete();
    logIncomplete();
    logIncomplete();
    expect(log.mock.calls).toEqual([[NOT_CONFIGURED_MESSAGE]]);
    expect(NOT_CONFIGURED_MESSAGE).toBe('Airbrake could not be configured');
  });
});

describe('error reporting: what is never sent', () => {
  it('leaves out request failures the server answered with 4xx or 5xx', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 599]) expect(isRequestFailure(new ApiError('failed', status))).toBe(true);
  });

  it('reports everything else, including errors that merely look like a response', () => {
    expect(isRequestFailure(new Error('boom'))).toBe(false);
    expect(isRequestFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRequestFailure(Object.assign(new Error('look-alike'), { status: 500 }))).toBe(false);
    expect(isRequestFailure('a string')).toBe(false);
    expect(isRequestFailure(undefined)).toBe(false);
  });
});

describe('the analytics agent: when it loads', () => {
  const base = 'https://gridcast.example.com/app/grids';
  const agentUrl = 'https://agent.example.com/agent.js';

  it('loads from the configured URL for a buildoutUserId, passing the assumed user along', () => {
    expect(analyticsAgent(agentUrl, '?buildoutUserId=17&assumedBuildoutUserId=4', base)).toEqual({
      src: agentUrl, buildoutUserId: '17', assumedBuildoutUserId: '4',
    });
    expect(analyticsAgent(agentUrl, '?dev=1&buildoutUserId=17', base)).toEqual({ src: agentUrl, buildoutUserId: '17' });
  });

  it('does not load without a buildoutUserId, even with assumedBuildoutUserId alone', () => {
    expect(analyticsAgent(agentUrl, '', base)).toBeNull();
    expect(analyticsAgent(agentUrl, '?assumedBuildoutUserId=4', base)).toBeNull();
    expect(analyticsAgent(agentUrl, '?buildoutUserId=', base)).toBeNull();
  });

  it('does not load when no URL is configured, or the URL is not http(s)', () => {
    expect(analyticsAgent(undefined, '?buildoutUserId=17', base)).toBeNull();
    expect(analyticsAgent(' ', '?buildoutUserId=17', base)).toBeNull();
    expect(analyticsAgent('javascript:alert(1)', '?buildoutUserId=17', base)).toBeNull();
  });
});
