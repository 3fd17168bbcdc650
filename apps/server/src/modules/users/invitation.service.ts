import { createHash, randomBytes } from 'node:crypto';
import type { InvitationAccept, Invitation, InvitationLink } from '@restaurant/contract/users.ts';
import { INVITATION_PATH } from '@restaurant/contract/users.ts';
import type { Context } from '#src/context.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { NotFoundError, ValidationError } from '#src/lib/errors.ts';
import { hashPassword, passwordProblem } from '#src/lib/password.ts';
import { qrCodeDataUrl } from '#src/lib/qr-code.ts';
import { open, seal } from '#src/lib/secret-box.ts';
import { generateTotpSecret, matchTotpStep } from '#src/lib/totp.ts';
import { recordAudit } from '#src/modules/audit/audit.recorder.ts';
import { totpEnrolment } from '#src/modules/auth/account.service.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';
import * as invitationRepository from '#src/modules/users/invitation.repository.ts';

export const INVITATION_TTL_MS = 48 * 3_600_000;

// Only a hash of the token is stored, so a copy of the database cannot enrol anyone.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link for the account, replacing any earlier one, inside the caller's transaction. */
export async function issueInvitation(ctx: Context, userId: number): Promise<InvitationLink> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = now + INVITATION_TTL_MS;
  await invitationRepository.removeExpired(ctx.db, now);
  await invitationRepository.removeOfUser(ctx.db, userId);
  await invitationRepository.insert(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    totpSecret: seal(ctx.secrets.totpKey, generateTotpSecret()),
    now,
    expiresAt,
  });
  const url = `${ctx.config.publicUrl}${INVITATION_PATH}/${token}`;
  return { url, expiresAt: new Date(expiresAt).toISOString(), qrCode: await qrCodeDataUrl(url) };
}

async function requireInvitation(ctx: Context, token: string) {
  const invitation = await invitationRepository.findValid(ctx.db, hashToken(token), ctx.now());
  // Unknown, spent and expired links look the same.
  if (!invitation) throw new NotFoundError('The invitation');
  return invitation;
}

export async function showInvitation(ctx: Context, token: string): Promise<Invitation> {
  const invitation = await requireInvitation(ctx, token);
  const secret = open(ctx.secrets.totpKey, invitation.totpSecret);
  return {
    username: invitation.username,
    name: invitation.name,
    expiresAt: new Date(invitation.expiresAt).toISOString(),
    ...(await totpEnrolment(ctx, invitation.username, secret)),
  };
}

/**
 * Sets the person's password and authenticator key once a code shows they scanned it; the link
 * is then spent. A weak password or a wrong code leaves the link usable.
 */
export async function acceptInvitation(
  ctx: Context,
  token: string,
  input: InvitationAccept,
): Promise<void> {
  const invitation = await requireInvitation(ctx, token);
  const problem = passwordProblem(input.password, {
    personal: [invitation.username, invitation.name],
    restaurant: await ctx.restaurantName(),
  });
  if (problem) throw new ValidationError([{ path: 'password', message: `Password ${problem}` }]);
  const step = matchTotpStep(
    open(ctx.secrets.totpKey, invitation.totpSecret),
    input.twoFactorCode,
    ctx.now(),
  );
  if (step === null) {
    throw new ValidationError([
      { path: 'twoFactorCode', message: 'The code does not match; scan the QR code again' },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (tx) => {
    if (!(await invitationRepository.claim(tx.db, hashToken(token)))) {
      throw new NotFoundError('The invitation');
    }
    await userRepository.update(tx.db, invitation.userId, {
      passwordHash,
      totpSecret: invitation.totpSecret,
      totpLastStep: null,
    });
    await userRepository.claimTotpStep(tx.db, invitation.userId, step);
    await recordAudit(
      tx.db,
      { userId: invitation.userId, username: invitation.username, at: tx.now() },
      {
        action: 'enrol',
        entity: 'user',
        entityId: invitation.userId,
        label: invitation.username,
        changes: [],
      },
    );
  });
}
