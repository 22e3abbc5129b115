/** Exit codes of DESIGN.md: 0 success, 1 failed checks, 2 bad usage or unreadable input. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Bad usage or unreadable input: one clear line on stderr, exit 2. */
export class UsageError extends Error {
  readonly exitCode = EXIT.usage;
}

/** Checks ran and some failed (e.g. a test shadow's outputs differ): exit 1. */
export class CheckFailure extends Error {
  readonly exitCode = EXIT.failed;
}
