import { randomBytes } from 'node:crypto';
import type { Login, LoginResponse, User } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import { TooManyRequestsError, UnauthorizedError } from '#src/lib/errors.ts';
import {
  signDeviceToken,
  signSessionToken,
  verifyDeviceToken,
  verifySessionToken,
  type DeviceClaims,
} from '#src/lib/jwt.ts';
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
const DEVICE_TTL_MS = 180 * 24 * 3_600_000;
// Keys of unknown usernames (and idle devices) are forgotten after a day without attempts.
const THROTTLE_RETENTION_MS = 24 * 3_600_000;
const ACCOUNT_KEY_PREFIX = 'user:';
const INVALID = 'Invalid username, password or code.';

// Argon2 is deliberately expensive: a flood of logins must wait in a short queue, not take every core.
const hashing = createLimiter(2, 32);
// Verified instead of the account's hash when there is no account or the attempt is locked out,
// so that every answer costs one real argon2 verification and its timing tells nothing.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export type AuthenticatedAdmin = User & { userId: number; sessionId: string };

export type LoginResult = LoginResponse & {
  expiresAt: number;
  /** The device token to keep (renewed at every login): it lets this device in during a lock. */
  device: { token: string; expiresAt: number };
};

function lockDelayMs(failures: number): number {
  if (failures >= HARD_LOCK_FAILURES) return HARD_LOCK_MS;
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_BACKOFF_MS);
}

/** The lock schedule as the points where it changes, highest first, for the database to apply. */
const LOCK_STEPS: throttleRepository.LockSteps = Array.from(
  { length: HARD_LOCK_FAILURES },
  (_, index) => index + 1,
)
  .filter((failures) => lockDelayMs(failures) !== lockDelayMs(failures - 1))
  .map((failures) => ({ fromFailures: failures, lockMs: lockDelayMs(failures) }))
  .reverse();

export function throttleKey(username: string): string {
  return `${ACCOUNT_KEY_PREFIX}${userRepository.normalizeUsername(username)}`;
}

const deviceThrottleKey = (deviceId: string) => `device:${deviceId}`;

/** A device that logged in as this user before, or null (no cookie, a bad one, another user's). */
async function trustedDevice(
  ctx: Context,
  user: userRepository.UserRecord | undefined,
  deviceToken: string | undefined,
  now: number,
): Promise<DeviceClaims | null> {
  if (!user || !deviceToken) return null;
  const device = await verifyDeviceToken(ctx.secrets.jwtSecret, deviceToken, now);
  return device?.userId === user.id ? device : null;
}

/**
 * Counts the attempt before anything is evaluated, then always runs one argon2 verification. A
 * known device counts against a key of its own, so that a lock others cause does not keep it out.
 */
async function checkCredentials(
  ctx: Context,
  input: Login,
  deviceToken: string | undefined,
  now: number,
): Promise<{ user: userRepository.UserRecord; key: string; device: DeviceClaims | null }> {
  const user = await userRepository.findByUsername(ctx.db, input.username);
  const device = await trustedDevice(ctx, user, deviceToken, now);
  const key = device ? deviceThrottleKey(device.deviceId) : throttleKey(input.username);
  const admitted =
    (await throttleRepository.countAttempt(ctx.db, key, now, LOCK_STEPS)) !== undefined;

  const hash = admitted && user ? user.passwordHash : await dummyHash;
  const passwordOk = await hashing.run(() => verifyPassword(hash, input.password));
  if (passwordOk === undefined) throw new TooManyRequestsError(1);
  if (!admitted) {
    const lockedUntil = (await throttleRepository.touchLocked(ctx.db, key, now)) ?? now;
    throw new TooManyRequestsError((lockedUntil - now) / 1000);
  }
  if (!user || !passwordOk) throw new UnauthorizedError(INVALID);
  const step = matchTotpStep(
    open(ctx.secrets.totpKey, user.totpSecret),
    input.twoFactorCode,
    ctx.now(),
  );
  if (step === null || !(await userRepository.claimTotpStep(ctx.db, user.id, step))) {
    throw new UnauthorizedError(INVALID);
  }
  return { user, key, device };
}

export async function login(
  ctx: Context,
  input: Login,
  deviceToken?: string,
): Promise<LoginResult> {
  const now = ctx.now();
  await throttleRepository.deleteStale(ctx.db, {
    untouchedSince: now - THROTTLE_RETENTION_MS,
    now,
    keepAccountFailures: HARD_LOCK_FAILURES,
    accountKeyPrefix: ACCOUNT_KEY_PREFIX,
  });
  const { user, key, device } = await checkCredentials(ctx, input, deviceToken, now);
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
  const deviceId = device?.deviceId ?? randomBytes(16).toString('base64url');
  const deviceExpiresAt = now + DEVICE_TTL_MS;
  const deviceClaims = { userId: user.id, deviceId };
  return {
    token,
    user: { username: user.username, name: user.name },
    expiresAt,
    device: {
      token: await signDeviceToken(ctx.secrets.jwtSecret, deviceClaims, now, deviceExpiresAt),
      expiresAt: deviceExpiresAt,
    },
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
