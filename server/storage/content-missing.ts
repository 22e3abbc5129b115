/**
 * A content key no longer stored. Content is immutable and dropped only once no record points at it, so a
 * reader that meets this read a record that another save (in this process or another) has since replaced:
 * reading the record again finds its current content.
 */
export class ContentMissingError extends Error {
  constructor(readonly key: string) {
    super(`Content ${key} is missing.`);
    this.name = 'ContentMissingError';
  }
}

/**
 * Runs `attempt` again (four times at most) when the content it read through a record was replaced
 * meanwhile. Two PostgreSQL processes under 100 connections of saves to 20 shadows replaced a shadow's
 * content several times during one save's check: three tries left a few saves in a thousand with a 500.
 */
export async function withCurrentContent<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ContentMissingError) || tries >= 5) throw error;
    }
  }
}
