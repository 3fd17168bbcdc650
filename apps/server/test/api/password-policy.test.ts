import { describe, expect, it } from 'vitest';
import type { StaffCreated } from '@restaurant/contract/users.ts';
import { buildApp } from '#src/app.ts';
import { generateTotp } from '#src/lib/totp.ts';
import { setPassword } from '#src/modules/auth/admin-user.service.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { expectProblem } from '../dated-fixtures.ts';
import { ADMIN, DATABASE_KINDS } from '../helpers.ts';
import { useAdminApp } from '../fixtures.ts';
import { STEP, invitedSecret, tokenOf } from '../staff-helpers.ts';

describe.each(DATABASE_KINDS)('passwords and invitations on %s', (kind) => {
  const { t, admin } = useAdminApp(kind);
  let serial = 0;

  /** An owner invites a person; answers their id and the token of their link. */
  const invite = async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/users',
      payload: { username: `szabo${++serial}`, name: 'Szabó Péter', role: 'editor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { user, invitation } = created.json<StaffCreated>();
    return { id: user.id, username: user.username, token: tokenOf(invitation.url) };
  };
  const accept = async (token: string, password: string) => {
    const secret = await invitedSecret(t, token);
    t.clock.now += STEP;
    return t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}`,
      payload: { password, twoFactorCode: generateTotp(secret, t.clock.now) },
    });
  };
  const refusal = (response: Awaited<ReturnType<typeof accept>>, path: string) => {
    const problem = expectProblem(response, 400);
    expect(problem.errors?.map((error) => error.path)).toEqual([path]);
    return problem.errors![0]!.message;
  };

  it('refuses a common or patterned password at the invitation, saying why, and keeps the link usable', async () => {
    await admin({
      method: 'PUT',
      url: '/api/restaurant',
      payload: { ...demo, heroMediaId: null, logoMediaId: null },
    });
    const { username, token } = await invite();
    expect(refusal(await accept(token, 'password1234'), 'password')).toMatch(/too common/);
    expect(refusal(await accept(token, 'aaaaaaaaaaaa'), 'password')).toMatch(/too common/);
    expect(refusal(await accept(token, `${username}-kert-2026`), 'password')).toMatch(
      /username or the person's name/,
    );
    expect(refusal(await accept(token, 'paprika bisztró titka'), 'password')).toMatch(
      /restaurant's name/,
    );
    expect((await accept(token, 'fenyves erdő hajnalban')).statusCode).toBe(204);
  });

  it("refuses a password change that contains the person's own name", async () => {
    const token = await t.login();
    t.clock.now += STEP;
    const response = await t.as(token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        currentPassword: ADMIN.password,
        twoFactorCode: t.totp(),
        newPassword: 'kovacs anna jelszava',
      },
    });
    expect(refusal(response, 'newPassword')).toMatch(/username or the person's name/);
  });

  it('refuses a common password from the command line', async () => {
    await expect(setPassword(t.ctx, ADMIN.username, 'password1234')).rejects.toMatchObject({
      status: 400,
    });
  });

  it("spends a person's invitation when they are deactivated, even once active again", async () => {
    const { id, token } = await invite();
    const deactivated = await admin({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expectProblem(await t.app.inject({ url: `/api/invitations/${token}` }), 404);
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { password: 'fenyves erdő hajnalban', twoFactorCode: '123456' },
      }),
      404,
    );
    expectProblem(await admin({ method: 'POST', url: `/api/users/${id}/invitation` }), 409);
    await admin({ method: 'PUT', url: `/api/users/${id}`, payload: { active: true } });
    expectProblem(await t.app.inject({ url: `/api/invitations/${token}` }), 404);
  });

  it('writes no invitation token to the log', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...t.config, logLevel: 'info' },
      { now: () => t.clock.now, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const { token } = await invite();
      await app.inject({ url: `/api/invitations/${token}` });
      await app.inject({ method: 'POST', url: `/api/invitations/${token}`, payload: {} });
      await app.inject({ url: `/admin/meghivo/${token}?lang=hu` });
      const log = lines.join('');
      expect(log).toContain('/api/invitations/[redacted]');
      expect(log).toContain('/admin/meghivo/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
