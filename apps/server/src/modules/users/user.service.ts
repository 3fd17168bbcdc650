import type {
  StaffCreate,
  StaffCreated,
  StaffMember,
  StaffUpdate,
} from '@restaurant/contract/users.ts';
import type { Context } from '#src/context.ts';
import type { Db } from '#src/db/database.ts';
import { inTransaction } from '#src/db/transaction.ts';
import { isUniqueViolation } from '#src/db/errors.ts';
import { lockFor } from '#src/db/unit-of-work.ts';
import { ConflictError, NotFoundError } from '#src/lib/errors.ts';
import { recordAudit, type Actor } from '#src/modules/audit/audit.recorder.ts';
import * as sessionRepository from '#src/modules/auth/session.repository.ts';
import * as userRepository from '#src/modules/auth/user.repository.ts';
import * as invitationRepository from '#src/modules/users/invitation.repository.ts';
import { issueInvitation } from '#src/modules/users/invitation.service.ts';

type Row = NonNullable<Awaited<ReturnType<typeof userRepository.findById>>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toMember(row: Row): StaffMember {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.active === 1,
    enrolled: row.enrolled === 1,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

/** What the audit log keeps of an account. */
const snapshot = (member: StaffMember) => ({
  username: member.username,
  name: member.name,
  role: member.role,
  active: member.active,
});

async function requireMember(db: Db, id: number): Promise<StaffMember> {
  const row = await userRepository.findById(db, id);
  if (!row) throw new NotFoundError(`User ${id}`);
  return toMember(row);
}

/**
 * Changes that may take away an owner run one at a time (a lock held to the end of the caller's
 * transaction, taken before the person is read), so that two owners demoting each other at once
 * cannot both find the other one still there.
 */
const OWNERS_LOCK = 'active owners';

/** Refuses a change that would leave the restaurant without an active owner. */
async function requireAnotherOwner(trx: Db, member: StaffMember, stillOwner: boolean) {
  if (!member.active || member.role !== 'owner' || stillOwner) return;
  if ((await userRepository.countOtherActiveOwners(trx, member.id)) === 0) {
    throw new ConflictError('The last active owner cannot be deactivated, demoted or deleted.');
  }
}

export async function listMembers(ctx: Context): Promise<StaffMember[]> {
  return (await userRepository.findAll(ctx.db)).map(toMember);
}

export function findMember(ctx: Context, id: number): Promise<StaffMember> {
  return requireMember(ctx.db, id);
}

export function createMember(
  ctx: Context,
  actor: Actor,
  input: StaffCreate,
): Promise<StaffCreated> {
  return inTransaction(ctx, async (tx) => {
    let id: number;
    try {
      // No password and no key until the person follows the invitation.
      id = await userRepository.insert(
        tx.db,
        { ...input, passwordHash: '', totpSecret: '' },
        tx.now(),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(`User ${input.username} already exists.`);
      throw error;
    }
    const user = await requireMember(tx.db, id);
    const invitation = await issueInvitation(tx, id);
    await recordAudit(tx.db, actor, {
      action: 'create',
      entity: 'user',
      entityId: id,
      after: snapshot(user),
    });
    return { user, invitation };
  });
}

/** A fresh link for someone who has not enrolled yet (the first one expired or was lost). */
export function reinvite(ctx: Context, actor: Actor, id: number) {
  return inTransaction(ctx, async (tx) => {
    const member = await requireMember(tx.db, id);
    if (member.enrolled) throw new ConflictError('This person has already enrolled.');
    if (!member.active)
      throw new ConflictError('This person is deactivated; reactivate them first.');
    const invitation = await issueInvitation(tx, id);
    await recordAudit(tx.db, actor, {
      action: 'invite',
      entity: 'user',
      entityId: id,
      label: member.username,
      changes: [],
    });
    return invitation;
  });
}

export function updateMember(
  ctx: Context,
  actor: Actor,
  id: number,
  input: StaffUpdate,
): Promise<StaffMember> {
  return inTransaction(ctx, async (tx) => {
    await lockFor(tx.db, OWNERS_LOCK);
    const before = await requireMember(tx.db, id);
    const stillOwner = (input.role ?? before.role) === 'owner' && (input.active ?? before.active);
    await requireAnotherOwner(tx.db, before, stillOwner);
    await userRepository.update(tx.db, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
    });
    // A deactivated person is out at once, on every device, and their invitation is spent.
    if (input.active === false) {
      await sessionRepository.removeAllOfUser(tx.db, id);
      await invitationRepository.removeOfUser(tx.db, id);
    }
    const after = await requireMember(tx.db, id);
    await recordAudit(tx.db, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export function deleteMember(ctx: Context, actor: Actor, id: number): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    if (id === actor.userId) throw new ConflictError('Nobody can delete their own account.');
    await lockFor(tx.db, OWNERS_LOCK);
    const before = await requireMember(tx.db, id);
    await requireAnotherOwner(tx.db, before, false);
    await invitationRepository.removeOfUser(tx.db, id);
    await userRepository.remove(tx.db, id);
    await recordAudit(tx.db, actor, {
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: snapshot(before),
    });
  });
}
