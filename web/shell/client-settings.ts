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

/** The server's settings; without them (the request failed) everything stays off rather than guess. */
const loadClientSettings = (): Promise<ClientSettings> => api.get<ClientSettings>('/api/client-settings').catch(() => NOTHING_CONFIGURED);

/** The shell's own duties (SPEC sections 2, 7, 8): error reporting and the analytics agent, each off unless configured. */
export async function startShellServices(): Promise<void> {
  listenForUncaughtErrors();
  // The query as the page was opened: the router may redirect (to the login page) before the settings arrive.
  const { search, href } = location;
  const settings = await loadClientSettings();
  await startErrorReporting(settings.airbrake ?? {});
  const agent = analyticsAgent(settings.analytics?.agentUrl, search, href);
  if (agent) loadAnalyticsAgent(agent);
}

/**
 * The cast entry's share: error reporting with the editor's settings, no analytics (a cast's query has no
 * user). Its page listens for uncaught errors itself, from its first script, and loads this chunk after.
 */
export async function startCastErrorReporting(): Promise<void> {
  const settings = await loadClientSettings();
  await startErrorReporting(settings.airbrake ?? {});
}
