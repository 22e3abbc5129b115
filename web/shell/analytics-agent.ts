/** The analytics agent's script and whom it is for, or null when it must not load. */
export interface AgentScript {
  readonly src: string;
  readonly buildoutUserId: string;
  readonly assumedBuildoutUserId?: string;
}

/**
 * The agent loads only with a configured http(s) URL and a `buildoutUserId` in the page's query
 * (`assumedBuildoutUserId` passed along when present); these parameter names are part of the contract
 * (SPEC section 2).
 */
export function analyticsAgent(agentUrl: string | undefined, search: string, base: string): AgentScript | null {
  const query = new URLSearchParams(search);
  const buildoutUserId = query.get('buildoutUserId')?.trim();
  if (!agentUrl?.trim() || !buildoutUserId) return null;
  let src: URL;
  try {
    src = new URL(agentUrl.trim(), base);
  } catch {
    return null;
  }
  if (src.protocol !== 'http:' && src.protocol !== 'https:') return null;
  const assumed = query.get('assumedBuildoutUserId')?.trim();
  return { src: src.href, buildoutUserId, ...(assumed ? { assumedBuildoutUserId: assumed } : {}) };
}

/** Adds the agent's script; it reads whom it is for from its own data attributes (`document.currentScript`). */
export function loadAnalyticsAgent(agent: AgentScript): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = agent.src;
  script.dataset.buildoutUserId = agent.buildoutUserId;
  if (agent.assumedBuildoutUserId) script.dataset.assumedBuildoutUserId = agent.assumedBuildoutUserId;
  document.head.append(script);
}
