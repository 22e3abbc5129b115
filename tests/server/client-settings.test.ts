import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigFromEnv } from '../../server/config.js';
import { type Harness, startHarness } from './harness.js';

describe('the web app\'s error-reporting and analytics settings', () => {
  it('come from GRIDCAST_AIRBRAKE_* and GRIDCAST_ANALYTICS_URL, blanks counting as unset', () => {
    expect(clientConfigFromEnv({})).toEqual({ airbrake: {}, analytics: {} });
    expect(clientConfigFromEnv({
      GRIDCAST_AIRBRAKE_PROJECT_ID: '42', GRIDCAST_AIRBRAKE_PROJECT_KEY: ' abc ', GRIDCAST_AIRBRAKE_HOST: 'https://errbit.example.com',
      GRIDCAST_AIRBRAKE_ENVIRONMENT: '', GRIDCAST_ANALYTICS_URL: 'https://agent.example.com/agent.js',
    })).toEqual({
      airbrake: { projectId: '42', projectKey: 'abc', host: 'https://errbit.example.com' },
      analytics: { agentUrl: 'https://agent.example.com/agent.js' },
    });
  });

  describe('GET /api/client-settings', () => {
    let configured: Harness;
    let plain: Harness;
    beforeAll(async () => {
      configured = await startHarness({ airbrake: { projectId: '42', projectKey: 'abc' }, analytics: { agentUrl: 'https://agent.example.com/agent.js' } });
      plain = await startHarness();
    });
    afterAll(async () => { await Promise.all([configured?.close(), plain?.close()]); });

    it('answers anyone, before signing in, with what is configured', async () => {
      const reply = await configured.anon.get('/api/client-settings');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ airbrake: { projectId: '42', projectKey: 'abc' }, analytics: { agentUrl: 'https://agent.example.com/agent.js' } });
    });

    it('is empty when nothing is configured', async () => {
      expect((await plain.anon.get('/api/client-settings')).body).toEqual({ airbrake: {}, analytics: {} });
    });
  });
});
