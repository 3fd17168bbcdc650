import type { Role } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { ConflictError, NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { hashPassword, passwordProblem } from '#src/lib/password.ts';
import { seal } from '#src/lib/secret-box.ts';
import { generateTotpSecret, totpUri } from '#src/lib/totp.ts';
import { throttleKey } from '#src/modules/auth/auth.service.ts';
import * as sessionRepository from '#src/modules/auth/session.repository.ts';
import * as throttleRepository from '#src/modules/auth/throttle.repository.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';

export type Enrolment = { username: string; totpSecret: string; totpUri: string };

const USERNAME_PATTERN = /^[a-z0-9._@-]{3,64}$/;

async function requireUser(ctx: Context, username: string) {
  const user = await userRepository.findByUsername(ctx.db, username);
  if (!user) throw new NotFoundError(`User ${username}`);
  return user;
}

async function requireGoodPassword(
  ctx: Context,
  password: string,
  person: { username: string; name: string | null },
): Promise<void> {
  const restaurant = await ctx.restaurantName();
  const problem = passwordProblem(password, {
    personal: [person.username, person.name],
    restaurant,
  });
  if (problem) throw new ValidationError([{ path: 'password', message: `Password ${problem}` }]);
}

async function enrol(
  ctx: Context,
  username: string,
): Promise<{ sealed: string; enrolment: Enrolment }> {
  const secret = generateTotpSecret();
  const restaurant = await ctx.restaurantName();
  return {
    sealed: seal(ctx.secrets.totpKey, secret),
    enrolment: { username, totpSecret: secret, totpUri: totpUri(secret, username, restaurant) },
  };
}

export async function createUser(
  ctx: Context,
  input: { username: string; password: string; name: string | null; role?: Role },
): Promise<Enrolment> {
  const username = userRepository.normalizeUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) {
    throw new ValidationError([
      { path: 'username', message: 'Use 3-64 letters, digits or . _ @ - characters' },
    ]);
  }
  await requireGoodPassword(ctx, input.password, { username, name: input.name });
  const { sealed, enrolment } = await enrol(ctx, username);
  try {
    await userRepository.insert(
      ctx.db,
      {
        username,
        name: input.name?.trim() || null,
        passwordHash: await hashPassword(input.password),
        totpSecret: sealed,
        // The first account runs the place; later ones edit content unless told otherwise.
        role: input.role ?? ((await userRepository.count(ctx.db)) === 0 ? 'owner' : 'editor'),
      },
      ctx.now(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`User ${username} already exists.`);
    throw error;
  }
  return enrolment;
}

/** Sets a new password and ends every session of the user. */
export async function setPassword(ctx: Context, username: string, password: string): Promise<void> {
  const user = await requireUser(ctx, username);
  await requireGoodPassword(ctx, password, user);
  await userRepository.update(ctx.db, user.id, { passwordHash: await hashPassword(password) });
  await sessionRepository.removeAllOfUser(ctx.db, user.id);
}

/** Issues a new TOTP secret (the old authenticator entry stops working) and ends every session. */
export async function resetTwoFactor(ctx: Context, username: string): Promise<Enrolment> {
  const user = await requireUser(ctx, username);
  const { sealed, enrolment } = await enrol(ctx, user.username);
  await userRepository.update(ctx.db, user.id, {
    totpSecret: sealed,
    totpLastStep: null,
    pendingTotpSecret: null,
  });
  await sessionRepository.removeAllOfUser(ctx.db, user.id);
  return enrolment;
}

/** Lifts a login lock (after too many failed attempts) at once. */
export async function unlock(ctx: Context, username: string): Promise<void> {
  await throttleRepository.clear(ctx.db, throttleKey(username));
}

export async function deleteUser(ctx: Context, username: string): Promise<void> {
  const user = await requireUser(ctx, username);
  await userRepository.remove(ctx.db, user.id);
}

export const listUsers = (ctx: Context) => userRepository.findAll(ctx.db);
