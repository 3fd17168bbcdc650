import { randomBytes } from 'node:crypto';
import type { Login, LoginResponse, User } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import { TooManyRequestsError, UnauthorizedError } from '#src/lib/errors.ts';
import { signSessionToken, verifySessionToken } from '#src/lib/jwt.ts';
import { createLimiter } from '#src/lib/limiter.ts';
import { hashPassword, verifyPassword } from '#src/lib/password.ts';
import { open } from '#src/lib/secret-box.ts';
import { matchTotpStep } from '#src/lib/totp.ts';
import * as sessionRepository from '#src/modules/auth/session.repository.ts';
import * as throttleRepository from '#src/modules/auth/throttle.repository.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';

const HARD_LOCK_FAILURES = 100;
const HARD_LOCK_MS = 24 * 3_600_000;
const FREE_FAILURES = 4;
const MAX_BACKOFF_MS = 15 * 60_000;
const SESSION_TOUCH_INTERVAL_MS = 60_000;

// Argon2 is deliberately expensive: a flood of logins must wait in a short queue, not take every core.
const hashing = createLimiter(2, 32);
// Compared against when the username is unknown, so that both cases take as long.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export type AuthenticatedAdmin = User & { userId: number; sessionId: string };

function lockDelayMs(failures: number): number {
  if (failures >= HARD_LOCK_FAILURES) return HARD_LOCK_MS;
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_BACKOFF_MS);
}

export function throttleKey(username: string): string {
  return `user:${userRepository.normalizeUsername(username)}`;
}

async function checkCredentials(ctx: Context, input: Login): Promise<userRepository.UserRecord> {
  const user = await userRepository.findByUsername(ctx.db, input.username);
  const passwordOk = await hashing.run(() =>
    user ? verifyPassword(user.passwordHash, input.password) : dummyHash.then(() => false),
  );
  if (passwordOk === undefined) throw new TooManyRequestsError(1);
  if (!user || !passwordOk) throw new UnauthorizedError('Invalid username, password or code.');
  const step = matchTotpStep(
    open(ctx.secrets.totpKey, user.totpSecret),
    input.twoFactorCode,
    ctx.now(),
  );
  if (step === null || !(await userRepository.claimTotpStep(ctx.db, user.id, step))) {
    throw new UnauthorizedError('Invalid username, password or code.');
  }
  return user;
}

export async function login(
  ctx: Context,
  input: Login,
): Promise<LoginResponse & { expiresAt: number }> {
  const key = throttleKey(input.username);
  const now = ctx.now();
  const throttle = await throttleRepository.find(ctx.db, key);
  if (throttle && throttle.lockedUntil > now) {
    throw new TooManyRequestsError((throttle.lockedUntil - now) / 1000);
  }
  // Counted before verifying, so that parallel guesses are counted too; cleared on success.
  const failures = await throttleRepository.addFailure(ctx.db, key, now);
  const delay = lockDelayMs(failures);
  if (delay > 0) await throttleRepository.lockUntil(ctx.db, key, now + delay);

  const user = await checkCredentials(ctx, input);
  await throttleRepository.clear(ctx.db, key);

  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.sessionTtlMs;
  await sessionRepository.removeExpired(ctx.db, now);
  await sessionRepository.insert(ctx.db, { id: sessionId, userId: user.id, now, expiresAt });
  const token = await signSessionToken(
    ctx.secrets.jwtSecret,
    { userId: user.id, sessionId },
    now,
    expiresAt,
  );
  return { token, user: { username: user.username, name: user.name }, expiresAt };
}

/** The admin behind a token, or null when the token or its session is not valid (any more). */
export async function authenticate(
  ctx: Context,
  token: string,
): Promise<AuthenticatedAdmin | null> {
  const now = ctx.now();
  const claims = await verifySessionToken(ctx.secrets.jwtSecret, token, now);
  if (!claims) return null;
  const session = await sessionRepository.find(ctx.db, claims.sessionId);
  if (!session || session.userId !== claims.userId) return null;
  if (session.expiresAt <= now || session.lastSeenAt + ctx.config.sessionIdleMs <= now) {
    await sessionRepository.remove(ctx.db, session.id);
    return null;
  }
  if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
    await sessionRepository.touch(ctx.db, session.id, now);
  }
  return {
    userId: session.userId,
    sessionId: session.id,
    username: session.username,
    name: session.name,
  };
}

export function logout(ctx: Context, sessionId: string): Promise<void> {
  return sessionRepository.remove(ctx.db, sessionId);
}
