import { api } from '../api/client.js';
import { analyticsAgent, loadAnalyticsAgent } from './analytics-agent.js';
import type { AirbrakeSettings } from './error-report-rules.js';
import { listenForUncaughtErrors, startErrorReporting } from './error-reporting.js';

/** `GET /api/client-settings`: the server's configuration the shell needs before anyone signs in. */
interface ClientSettings {
  readonly airbrake: AirbrakeSettings;
  readonly analytics: { readonly agentUrl?: string };
}

const NOTHING_CONFIGURED: ClientSettings = { airbrake: {}, analytics: {} };

/** The shell's own duties (SPEC sections 2, 7, 8): error reporting and the analytics agent, each off unless configured. */
export async function startShellServices(): Promise<void> {
  listenForUncaughtErrors();
  // The query as the page was opened: the router may redirect (to the login page) before the settings arrive.
  const { search, href } = location;
  // Without the settings (the request failed) both stay off rather than guess.
  const settings = await api.get<ClientSettings>('/api/client-settings').catch(() => NOTHING_CONFIGURED);
  await startErrorReporting(settings.airbrake ?? {});
  const agent = analyticsAgent(settings.analytics?.agentUrl, search, href);
  if (agent) loadAnalyticsAgent(agent);
}
