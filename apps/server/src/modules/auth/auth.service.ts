import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Login, LoginResponse, User } from '@restaurant/contract/auth.ts';
import type { Config } from '#src/config.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import {
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#src/lib/errors.ts';
import {
  signDeviceToken,
  signSessionToken,
  verifyDeviceToken,
  verifySessionToken,
  type DeviceClaims,
} from '#src/lib/jwt.ts';
import { createLimiter, type Limiter } from '#src/lib/limiter.ts';
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
const DEVICE_TTL_MS = 180 * 24 * 3_600_000;
// Keys of unknown usernames (and idle devices) are forgotten after a day without attempts.
const THROTTLE_RETENTION_MS = 24 * 3_600_000;
const ACCOUNT_KEY_PREFIX = 'user:';
const USER_AGENT_MAX = 300;

/** The one answer to every wrong username, password or code, at login and in self-service. */
export const INVALID_CREDENTIALS = 'Invalid username, password or code.';

/**
 * How long an attempt the checking queue cannot take waits for its answer, during which nothing
 * is done for it: a flood sends its next attempt as soon as it has an answer, so that refusals
 * answered at once would come back as fast as the server can refuse them (decision 014).
 */
const REFUSAL_PAUSE_MS = 1_000;
/** The answer to an attempt the checking queue cannot take: made once, a flood gets it often. */
const CHECKING_BUSY = new ServiceUnavailableError(
  2,
  'Too many logins are being checked. Try again shortly.',
);

async function refusedForLoad(): Promise<ServiceUnavailableError> {
  await sleep(REFUSAL_PAUSE_MS);
  return CHECKING_BUSY;
}

const checkingQueues = new WeakMap<Config, Limiter>();

/**
 * A login's check runs argon2, which is deliberately expensive, and writes to the database (its
 * count, the audit log; on SQLite a commit holds the event loop until the disk has it): a flood
 * of logins waits in a short queue of the server's, `loginChecksAtOnce` checks at a time, and an
 * attempt that cannot start within the deadline is refused rather than served late. Known
 * devices have a lane of their own, served first.
 */
function checkingQueue(config: Config): Limiter {
  let queue = checkingQueues.get(config);
  if (!queue) {
    queue = createLimiter({
      concurrency: config.loginChecksAtOnce,
      maxQueued: 16,
      maxWaitMs: 2_000,
    });
    checkingQueues.set(config, queue);
  }
  return queue;
}
// Verified instead of the account's hash when there is no account, so that a wrong password and
// an unknown name both cost one real argon2 verification and their timing tells nothing.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export type AuthenticatedAdmin = User & { userId: number; sessionId: string };

/** The signed-in person as the audit log names them, acting at `at`. */
export const actorOf = (admin: AuthenticatedAdmin, at: number): Actor => ({
  userId: admin.userId,
  username: admin.username,
  at,
});

export type LoginResult = LoginResponse & {
  expiresAt: number;
  /** The device token to keep (renewed at every login): it lets this device in during a lock. */
  device: { token: string; expiresAt: number };
};

type Credentials = { username: string; password: string; twoFactorCode: string };

type Verified = {
  user: userRepository.UserRecord;
  method: 'totp' | 'recovery-code';
  device: DeviceClaims | null;
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

/**
 * What a device token keeps of the password it logged in with: a new password (set by the user
 * or by an operator) takes the lockout exemption from every device that logged in before.
 */
const credentialsOf = (user: userRepository.UserRecord) =>
  createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 22);

/**
 * A device that logged in as this user before, with the password the user has now, or null (no
 * cookie, a bad one, another user's, one from before a password change).
 */
async function trustedDevice(
  ctx: Context,
  user: userRepository.UserRecord | undefined,
  deviceToken: string | undefined,
  now: number,
): Promise<DeviceClaims | null> {
  if (!user || !deviceToken) return null;
  const device = await verifyDeviceToken(ctx.secrets.jwtSecret, deviceToken, now);
  return device?.userId === user.id && device.credentials === credentialsOf(user) ? device : null;
}

const isTotpCode = (code: string) => /^[0-9]{6}$/.test(code);

/** Checks a six-digit code against the key (once per time step) or spends a recovery code. */
export async function checkSecondFactor(
  ctx: Context,
  user: userRepository.UserRecord,
  code: string,
  totpSecret = user.totpSecret,
): Promise<'totp' | 'recovery-code' | null> {
  if (isTotpCode(code)) {
    const step = matchTotpStep(open(ctx.secrets.totpKey, totpSecret), code, ctx.now());
    if (step === null) return null;
    return (await userRepository.claimTotpStep(ctx.db, user.id, step)) ? 'totp' : null;
  }
  const hash = hashRecoveryCode(recoveryCodeKey(ctx.secrets.totpKey), code);
  return (await recoveryCodeRepository.claim(ctx.db, user.id, hash)) ? 'recovery-code' : null;
}

/** A person who can sign in: active, and enrolled through an invitation or the command line. */
const canSignIn = (user: userRepository.UserRecord | undefined) =>
  user !== undefined && user.active === 1 && user.passwordHash !== '';

type Attempt = {
  input: Credentials;
  /** The account the name belongs to, whether or not it can sign in. */
  found: userRepository.UserRecord | undefined;
  user: userRepository.UserRecord | undefined;
  device: DeviceClaims | null;
  key: string;
  action: string;
};

/** What an attempt's one transaction decided. */
type Outcome =
  | { locked: true; lockedUntil: number }
  | { locked: false; method: 'totp' | 'recovery-code' | null };

/**
 * Runs one argon2 verification (against a dummy hash when the name cannot sign in), then counts
 * the attempt and records its outcome in one transaction, so that the attempt's writes cost one
 * commit (a synchronous flush on SQLite, which holds the event loop): the count, the second
 * factor, the clearing of the key on success, and on failure the audit log's entry (`action`)
 * and, for the attempt that earns one, the lock's. A key that a lock began on while the attempt
 * waited or hashed answers 429, whatever the password was.
 */
async function evaluate(ctx: Context, attempt: Attempt): Promise<Verified> {
  const { input, found, user, device, key, action } = attempt;
  const passwordOk = await verifyPassword(
    user ? user.passwordHash : await dummyHash,
    input.password,
  );
  const now = ctx.now();
  const outcome = await inTransaction(ctx, async (tx): Promise<Outcome> => {
    await throttleRepository.deleteStale(tx.db, {
      untouchedSince: now - THROTTLE_RETENTION_MS,
      now,
      keepAccountFailures: HARD_LOCK_FAILURES,
      accountKeyPrefix: ACCOUNT_KEY_PREFIX,
    });
    const failures = await throttleRepository.countAttempt(tx.db, key, now, LOCK_STEPS);
    if (failures === undefined) {
      const lockedUntil = (await throttleRepository.touchLocked(tx.db, key, now)) ?? now;
      return { locked: true, lockedUntil };
    }
    const method =
      user && passwordOk ? await checkSecondFactor(tx, user, input.twoFactorCode) : null;
    if (method) {
      await throttleRepository.clear(tx.db, key);
      return { locked: false, method };
    }
    // The author is the account when the name is known, nobody otherwise.
    const actor: Actor = { userId: found?.id ?? null, username: found?.username ?? null, at: now };
    await recordAudit(tx.db, actor, { action, entity: 'session', changes: [] });
    const delay = lockDelayMs(failures);
    if (delay > 0) {
      await recordAudit(tx.db, actor, {
        action: 'lockout',
        entity: 'session',
        changes: [
          { field: 'lockedUntil', before: null, after: new Date(now + delay).toISOString() },
        ],
      });
    }
    return { locked: false, method: null };
  });
  if (outcome.locked) throw new TooManyRequestsError((outcome.lockedUntil - now) / 1000);
  if (!user || !outcome.method) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return { user, method: outcome.method, device };
}

/**
 * Verifies a username, password and code under the login throttle: a locked key answers 429 from
 * one read, with no write and no hash (a lock says nothing about the account: unknown names are
 * locked alike); any other attempt waits its turn in the checking queue, where it is evaluated and
 * counted (503 when the queue cannot take it in time), a wrong answer 401, a right one clears
 * the count. A known device counts against a key of its own, so that a lock others cause does
 * not keep it out, and its turn comes before the others'. A person who cannot sign in (inactive,
 * not enrolled yet) is answered like an unknown name.
 */
export async function verifyCredentials(
  ctx: Context,
  input: Credentials,
  action = 'login-failed',
  deviceToken?: string,
): Promise<Verified> {
  const now = ctx.now();
  const found = await userRepository.findByUsername(ctx.db, input.username);
  const user = canSignIn(found) ? found : undefined;
  const device = await trustedDevice(ctx, user, deviceToken, now);
  const key = device ? deviceThrottleKey(device.deviceId) : throttleKey(input.username);
  const lockedUntil = await throttleRepository.lockedUntil(ctx.db, key, now);
  if (lockedUntil !== undefined) throw new TooManyRequestsError((lockedUntil - now) / 1000);
  const verified = await checkingQueue(ctx.config).run(
    () => evaluate(ctx, { input, found, user, device, key, action }),
    { priority: device !== null },
  );
  if (verified === undefined) throw await refusedForLoad();
  return verified;
}

/**
 * The refusal for an attempt that would find no room in the checking queue, or undefined: asked
 * before the attempt's body is read or anything is looked up for it, so that a flood's refusals
 * cost no more than their answers. A device cookie this server signed has the known devices'
 * lane here (whose device it is, is checked once the attempt is let in).
 */
export async function checkingRefusal(
  ctx: Context,
  deviceToken: string | undefined,
): Promise<ServiceUnavailableError | undefined> {
  const known =
    deviceToken !== undefined &&
    (await verifyDeviceToken(ctx.secrets.jwtSecret, deviceToken, ctx.now())) !== null;
  return checkingQueue(ctx.config).hasRoom({ priority: known }) ? undefined : refusedForLoad();
}

export async function login(
  ctx: Context,
  input: Login,
  client: { deviceToken?: string | undefined; userAgent?: string | undefined } = {},
): Promise<LoginResult> {
  const { user, method, device } = await verifyCredentials(
    ctx,
    input,
    'login-failed',
    client.deviceToken,
  );
  const now = ctx.now();
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.sessionTtlMs;
  await inTransaction(ctx, async (tx) => {
    await sessionRepository.removeExpired(tx.db, now);
    await sessionRepository.insert(tx.db, {
      id: sessionId,
      userId: user.id,
      now,
      expiresAt,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await userRepository.update(tx.db, user.id, { lastLoginAt: now });
    await recordAudit(
      tx.db,
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
  const deviceId = device?.deviceId ?? randomBytes(16).toString('base64url');
  const deviceExpiresAt = now + DEVICE_TTL_MS;
  const deviceClaims = { userId: user.id, deviceId, credentials: credentialsOf(user) };
  return {
    token,
    user: { username: user.username, name: user.name, role: user.role },
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
