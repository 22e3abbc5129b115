import { defineRoute } from '../api/define.js';
import { Ok } from '../api/schemas.js';
import { GrowingDelay } from '../auth/growing-delay.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { z } from '../api/zod.js';
import { badRequest, forbidden, HttpError } from '../http/errors.js';
import type { RouteDeps } from './deps.js';

/** The first start prints the admin's password and asks for it to be changed: at least this long. */
export const MIN_PASSWORD_LENGTH = 12;
const WRONG_CURRENT = 'The current password is not right.';

/** `POST /api/user/password`: a user changes their own password; their other sessions end. */
export function passwordRoutes(deps: RouteDeps): void {
  // Guessing the current password through this route is throttled like signing in, per user.
  const byUser = new GrowingDelay({ state: deps.throttles, namespace: 'password' });
  defineRoute(deps, {
    method: 'post', path: '/api/user/password', tag: 'User', access: 'user',
    summary: 'Change the signed-in user\'s password (the current one is needed); every other session of the user ends',
    body: z.object({
      currentPassword: z.string().min(1, 'Enter your current password').max(1000),
      newPassword: z.string().min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`).max(1000),
    }),
    response: Ok, errors: { 403: 'Not a user, or an administrator assuming one', 429: 'Too many wrong current passwords' },
    handler: async (ctx, { caller, body }) => {
      const user = caller.user;
      if (!user) throw forbidden('This needs a user: sign in, or use a user\'s API key rather than an account key.');
      if (caller.assumedBy) throw forbidden('An administrator assuming a user cannot change that user\'s password.');
      const wait = await byUser.retryAfter(user.id);
      if (wait > 0) {
        ctx.set('Retry-After', String(wait));
        throw new HttpError(429, `Too many wrong passwords. Try again in ${wait} seconds.`);
      }
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        await byUser.fail(user.id);
        throw badRequest(WRONG_CURRENT);
      }
      await byUser.succeed(user.id);
      if (body.newPassword === body.currentPassword) throw badRequest('The new password must differ from the current one.');
      const passwordHash = await hashPassword(body.newPassword);
      await deps.storage.write((db) => {
        db.users.find((candidate) => candidate.id === user.id)!.passwordHash = passwordHash;
        // The session making the change stays signed in; every other one of this user ends.
        db.sessions = db.sessions.filter((session) => session.userId !== user.id || session.idHash === caller.sessionIdHash);
      });
      return { ok: true as const };
    },
  });
}
