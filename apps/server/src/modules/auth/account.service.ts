import type { PasswordChange, Proof, TotpEnrolment } from '@restaurant/contract/auth.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { hashPassword, passwordProblem } from '#src/lib/password.ts';
import { qrCodeDataUrl } from '#src/lib/qr-code.ts';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  recoveryCodeKey,
} from '#src/lib/recovery-codes.ts';
import { open, seal } from '#src/lib/secret-box.ts';
import { generateTotpSecret, matchTotpStep, totpUri } from '#src/lib/totp.ts';
import { recordAudit } from '#src/modules/audit/audit.recorder.ts';
import {
  actorOf,
  verifyCredentials,
  type AuthenticatedAdmin,
} from '#src/modules/auth/auth.service.ts';
import * as recoveryCodeRepository from '#src/modules/auth/recovery-code.repository.ts';
import * as sessionRepository from '#src/modules/auth/session.repository.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';

/** The signed-in person proves it is them: a wrong answer counts like a failed login. */
function requireProof(ctx: Context, admin: AuthenticatedAdmin, proof: Proof) {
  return verifyCredentials(ctx, {
    username: admin.username,
    password: proof.currentPassword,
    twoFactorCode: proof.twoFactorCode,
  });
}

/** Makes an account change, ends the person's other sessions and records it, all together. */
function commitAccountChange(
  ctx: Context,
  admin: AuthenticatedAdmin,
  action: string,
  change: (tx: Context) => Promise<void>,
): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    await change(tx);
    await sessionRepository.removeAllOfUser(tx.db, admin.userId, admin.sessionId);
    await recordAudit(tx.db, actorOf(admin, tx.now()), {
      action,
      entity: 'account',
      entityId: admin.userId,
      label: admin.username,
      changes: [],
    });
  });
}

export async function changePassword(
  ctx: Context,
  admin: AuthenticatedAdmin,
  input: PasswordChange,
): Promise<void> {
  const problem = passwordProblem(input.newPassword, {
    personal: [admin.username, admin.name],
    restaurant: await ctx.restaurantName(),
  });
  if (problem) throw new ValidationError([{ path: 'newPassword', message: `Password ${problem}` }]);
  await requireProof(ctx, admin, input);
  const passwordHash = await hashPassword(input.newPassword);
  await commitAccountChange(ctx, admin, 'password-change', async (tx) => {
    await userRepository.update(tx.db, admin.userId, { passwordHash });
  });
}

export async function totpEnrolment(
  ctx: Context,
  username: string,
  secret: string,
): Promise<TotpEnrolment> {
  const otpauthUrl = totpUri(secret, username, await ctx.restaurantName());
  return { otpauthUrl, secret, qrCode: await qrCodeDataUrl(otpauthUrl) };
}

/** A new key waits beside the old one, which keeps working until a code of the new one confirms it. */
export async function startTotpRotation(
  ctx: Context,
  admin: AuthenticatedAdmin,
  proof: Proof,
): Promise<TotpEnrolment> {
  await requireProof(ctx, admin, proof);
  const secret = generateTotpSecret();
  await commitAccountChange(ctx, admin, 'totp-rotation-start', async (tx) => {
    await userRepository.update(tx.db, admin.userId, {
      pendingTotpSecret: seal(tx.secrets.totpKey, secret),
    });
  });
  return totpEnrolment(ctx, admin.username, secret);
}

export async function confirmTotpRotation(
  ctx: Context,
  admin: AuthenticatedAdmin,
  code: string,
): Promise<void> {
  const user = await userRepository.findCredentialsById(ctx.db, admin.userId);
  if (!user?.pendingTotpSecret) {
    throw new ConflictError('There is no new authenticator key to confirm; start the move first.');
  }
  const step = matchTotpStep(open(ctx.secrets.totpKey, user.pendingTotpSecret), code, ctx.now());
  if (step === null) {
    throw new ValidationError([
      { path: 'twoFactorCode', message: 'The code does not match the new key' },
    ]);
  }
  await commitAccountChange(ctx, admin, 'totp-rotation', async (tx) => {
    await userRepository.update(tx.db, admin.userId, {
      totpSecret: user.pendingTotpSecret!,
      pendingTotpSecret: null,
      totpLastStep: null,
    });
    await userRepository.claimTotpStep(tx.db, admin.userId, step);
  });
}

/** Ten new recovery codes, replacing any earlier ones; only their hashes are kept. */
export async function replaceRecoveryCodes(
  ctx: Context,
  admin: AuthenticatedAdmin,
  proof: Proof,
): Promise<string[]> {
  await requireProof(ctx, admin, proof);
  const codes = generateRecoveryCodes();
  const key = recoveryCodeKey(ctx.secrets.totpKey);
  await commitAccountChange(ctx, admin, 'recovery-codes', async (tx) => {
    const hashes = codes.map((code) => hashRecoveryCode(key, code));
    await recoveryCodeRepository.replaceAll(tx.db, admin.userId, hashes, tx.now());
  });
  return codes;
}

export async function listSessions(ctx: Context, admin: AuthenticatedAdmin) {
  const sessions = await sessionRepository.findOfUser(ctx.db, admin.userId, ctx.now());
  return sessions.map((session) => ({
    id: session.id,
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    userAgent: session.userAgent,
    current: session.id === admin.sessionId,
  }));
}

/** Ends one of the person's sessions (another device, or this one). */
export function endSession(ctx: Context, admin: AuthenticatedAdmin, id: string): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    if (!(await sessionRepository.removeOfUser(tx.db, admin.userId, id))) {
      throw new NotFoundError('The session');
    }
    await recordAudit(tx.db, actorOf(admin, tx.now()), {
      action: 'session-end',
      entity: 'session',
      label: admin.username,
      changes: [],
    });
  });
}

export function endOtherSessions(ctx: Context, admin: AuthenticatedAdmin): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    const ended = await sessionRepository.removeAllOfUser(tx.db, admin.userId, admin.sessionId);
    await recordAudit(tx.db, actorOf(admin, tx.now()), {
      action: 'sessions-end-others',
      entity: 'session',
      label: admin.username,
      changes: [{ field: 'sessions', before: ended, after: 0 }],
    });
  });
}
