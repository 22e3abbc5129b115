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

/** Runs `attempt` again (twice at most) when the content it read through a record was replaced meanwhile. */
export async function withCurrentContent<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ContentMissingError) || tries >= 3) throw error;
    }
  }
}
