import { randomBytes } from 'node:crypto';
import type { Login, LoginResponse, User } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { TooManyRequestsError, UnauthorizedError } from '#src/lib/errors.ts';
import { signSessionToken, verifySessionToken } from '#src/lib/jwt.ts';
import { createLimiter } from '#src/lib/limiter.ts';
import { hashPassword, verifyPassword } from '#src/lib/password.ts';
import { hashRecoveryCode, recoveryCodeKey } from '#src/lib/recovery-codes.ts';
import { open } from '#src/lib/secret-box.ts';
import { matchTotpStep } from '#src/lib/totp.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';
import * as recoveryCodeRepository from '#src/modules/auth/recovery-code.repository.ts';
import * as sessionRepository from '#src/modules/auth/session.repository.ts';
import * as throttleRepository from '#src/modules/auth/throttle.repository.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';

const HARD_LOCK_FAILURES = 100;
const HARD_LOCK_MS = 24 * 3_600_000;
const FREE_FAILURES = 4;
const MAX_BACKOFF_MS = 15 * 60_000;
const SESSION_TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 300;

/** The one answer to every wrong username, password or code, at login and in self-service. */
export const INVALID_CREDENTIALS = 'Invalid username, password or code.';

// Argon2 is deliberately expensive: a flood of logins must wait in a short queue, not take every core.
const hashing = createLimiter(2, 32);
// Compared against when the username is unknown, so that both cases take as long.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export type AuthenticatedAdmin = User & { userId: number; sessionId: string };

type Credentials = { username: string; password: string; twoFactorCode: string };

function lockDelayMs(failures: number): number {
  if (failures >= HARD_LOCK_FAILURES) return HARD_LOCK_MS;
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_BACKOFF_MS);
}

export function throttleKey(username: string): string {
  return `user:${userRepository.normalizeUsername(username)}`;
}

const isTotpCode = (code: string) => /^[0-9]{6}$/.test(code);

/** Checks a six-digit code against the key (once per time step) or spends a recovery code. */
export async function checkSecondFactor(
  ctx: Context,
  trx: Db,
  user: userRepository.UserRecord,
  code: string,
  totpSecret = user.totpSecret,
): Promise<'totp' | 'recovery-code' | null> {
  if (isTotpCode(code)) {
    const step = matchTotpStep(open(ctx.secrets.totpKey, totpSecret), code, ctx.now());
    if (step === null) return null;
    return (await userRepository.claimTotpStep(trx, user.id, step)) ? 'totp' : null;
  }
  const hash = hashRecoveryCode(recoveryCodeKey(ctx.secrets.totpKey), code);
  return (await recoveryCodeRepository.claim(trx, user.id, hash)) ? 'recovery-code' : null;
}

/** A person who can sign in: active, and enrolled through an invitation or the command line. */
const canSignIn = (user: userRepository.UserRecord | undefined) =>
  user !== undefined && user.active === 1 && user.passwordHash !== '';

async function checkCredentials(
  ctx: Context,
  input: Credentials,
): Promise<{ user: userRepository.UserRecord; method: 'totp' | 'recovery-code' }> {
  const found = await userRepository.findByUsername(ctx.db, input.username);
  const user = canSignIn(found) ? found : undefined;
  const passwordOk = await hashing.run(() =>
    user ? verifyPassword(user.passwordHash, input.password) : dummyHash.then(() => false),
  );
  if (passwordOk === undefined) throw new TooManyRequestsError(1);
  if (!user || !passwordOk) throw new UnauthorizedError(INVALID_CREDENTIALS);
  const method = await checkSecondFactor(ctx, ctx.db, user, input.twoFactorCode);
  if (!method) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return { user, method };
}

/** The author of a login entry: the account when the name is known, nobody otherwise. */
async function loginActor(ctx: Context, username: string, now: number): Promise<Actor> {
  const user = await userRepository.findByUsername(ctx.db, username);
  return { userId: user?.id ?? null, username: user?.username ?? null, at: now };
}

/**
 * Verifies a username, password and code under the login throttle: a locked name answers 429, a
 * wrong answer 401 (counted and recorded in the audit log), a right one clears the count.
 */
export async function verifyCredentials(
  ctx: Context,
  input: Credentials,
  action = 'login-failed',
): Promise<{ user: userRepository.UserRecord; method: 'totp' | 'recovery-code' }> {
  const key = throttleKey(input.username);
  const now = ctx.now();
  const throttle = await throttleRepository.find(ctx.db, key);
  if (throttle && throttle.lockedUntil > now) {
    throw new TooManyRequestsError((throttle.lockedUntil - now) / 1000);
  }
  // Counted before verifying, so that parallel guesses are counted too; cleared on success.
  const actor = await loginActor(ctx, input.username, now);
  await ctx.db.transaction().execute(async (trx) => {
    const failures = await throttleRepository.addFailure(trx, key, now);
    const delay = lockDelayMs(failures);
    if (delay === 0) return;
    await throttleRepository.lockUntil(trx, key, now + delay);
    const lockedUntil = new Date(now + delay).toISOString();
    await recordAudit(trx, actor, {
      action: 'lockout',
      entity: 'session',
      changes: [{ field: 'lockedUntil', before: null, after: lockedUntil }],
    });
  });
  try {
    const result = await checkCredentials(ctx, input);
    await throttleRepository.clear(ctx.db, key);
    return result;
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      await recordAudit(ctx.db, actor, { action, entity: 'session', changes: [] });
    }
    throw error;
  }
}

export async function login(
  ctx: Context,
  input: Login,
  client: { userAgent?: string | undefined } = {},
): Promise<LoginResponse & { expiresAt: number }> {
  const { user, method } = await verifyCredentials(ctx, input);
  const now = ctx.now();
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.sessionTtlMs;
  await ctx.db.transaction().execute(async (trx) => {
    await sessionRepository.removeExpired(trx, now);
    await sessionRepository.insert(trx, {
      id: sessionId,
      userId: user.id,
      now,
      expiresAt,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await userRepository.update(trx, user.id, { lastLoginAt: now });
    await recordAudit(
      trx,
      { userId: user.id, username: user.username, at: now },
      {
        action: 'login',
        entity: 'session',
        changes:
          method === 'recovery-code' ? [{ field: 'method', before: null, after: method }] : [],
      },
    );
  });
  const token = await signSessionToken(
    ctx.secrets.jwtSecret,
    { userId: user.id, sessionId },
    now,
    expiresAt,
  );
  return {
    token,
    user: { username: user.username, name: user.name, role: user.role },
    expiresAt,
  };
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
  if (!session || session.userId !== claims.userId || session.active !== 1) return null;
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
    role: session.role,
  };
}

export function logout(ctx: Context, sessionId: string): Promise<void> {
  return sessionRepository.remove(ctx.db, sessionId);
}
