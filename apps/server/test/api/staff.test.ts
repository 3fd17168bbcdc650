import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCreated, StaffMember } from '@restaurant/contract/users.ts';
import { generateTotp } from '#src/lib/totp.ts';
import { createUser } from '#src/modules/auth/admin-user.service.ts';
import { restaurant as demo } from '#src/seed/data/restaurant.ts';
import { ADMIN, DATABASE_KINDS, createTestApp, localized, type TestApp } from '../helpers.ts';
import { NEW_PASSWORD, STEP, addMember, invitedSecret, tokenOf } from '../staff-helpers.ts';

describe.each(DATABASE_KINDS)('staff accounts and roles on %s', (kind) => {
  let t: TestApp;
  let owner = '';
  let counter = 0;
  const uniqueName = (label: string) => `${label}${++counter}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.login();
  });
  afterAll(() => t.close());

  const ownerId = async () => {
    const users = (await t.as(owner, { url: '/api/users' })).json<StaffMember[]>();
    return users.find((user) => user.username === ADMIN.username)!.id;
  };
  const invite = async (role: 'owner' | 'editor' = 'editor') => {
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { username: uniqueName('invited'), name: 'Új Ember', role },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StaffCreated>();
  };

  it('makes the first account an owner and says so in the login answer and /api/auth/me', async () => {
    const me = await t.as(owner, { url: '/api/auth/me' });
    expect(me.json()).toEqual({ username: ADMIN.username, name: ADMIN.name, role: 'owner' });
    const later = await createUser(t.ctx, {
      username: uniqueName('cli'),
      password: NEW_PASSWORD,
      name: null,
    });
    const list = (await t.as(owner, { url: '/api/users' })).json<StaffMember[]>();
    expect(list.find((user) => user.username === later.username)?.role).toBe('editor');
  });

  it('refuses an editor with 403 on every owner-only route of the route table', async () => {
    const ownerOnly = t.app.routeTable.filter((route) => route.role === 'owner');
    expect(ownerOnly.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      expect.arrayContaining([
        'DELETE /api/users/:id',
        'GET /api/users',
        'POST /api/users',
        'PUT /api/users/:id',
      ]),
    );
    const editor = await addMember(t, owner, { username: uniqueName('editor'), role: 'editor' });
    const token = await editor.login();
    const id = await ownerId();
    const before = (await t.as(owner, { url: '/api/users' })).json();
    for (const route of ownerOnly) {
      const response = await t.as(token, {
        method: route.method as 'GET',
        url: route.url.replace(/:[a-zA-Z]+/g, String(id)),
        payload: route.method === 'GET' ? undefined : { name: 'x', role: 'editor' },
      });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
    }
    expect((await t.as(owner, { url: '/api/users' })).json()).toEqual(before);
    // Content stays open to editors.
    const allergen = await t.as(token, {
      method: 'POST',
      url: '/api/allergens',
      payload: { code: uniqueName('M'), name: localized(uniqueName('Mustár')) },
    });
    expect(allergen.statusCode).toBe(201);
  });

  it('lists accounts with exactly the agreed fields and no secrets', async () => {
    await invite();
    const list = (await t.as(owner, { url: '/api/users' })).json<StaffMember[]>();
    for (const user of list) {
      expect(Object.keys(user).sort()).toEqual(
        ['active', 'createdAt', 'enrolled', 'id', 'lastLoginAt', 'name', 'role', 'username'].sort(),
      );
    }
    expect(list.at(-1)).toMatchObject({ enrolled: false, active: true, lastLoginAt: null });
    expect(list.find((user) => user.username === ADMIN.username)?.lastLoginAt).not.toBeNull();
  });

  it("lists the invited account in the authenticator app under the restaurant's name, once it has one", async () => {
    const issuerOf = async () => {
      const token = tokenOf((await invite()).invitation.url);
      const shown = (await t.app.inject({ url: `/api/invitations/${token}` })).json<{
        otpauthUrl: string;
      }>();
      return new URL(shown.otpauthUrl).searchParams.get('issuer');
    };
    expect(await issuerOf()).toBe('Restaurant admin');
    const named = await t.as(owner, {
      method: 'PUT',
      url: '/api/restaurant',
      payload: { ...demo, heroMediaId: null, logoMediaId: null },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await issuerOf()).toBe(demo.name);
  });

  it('gives a single-use invitation link valid for 48 hours with a QR code', async () => {
    const { user, invitation } = await invite();
    expect(invitation.url).toMatch(/^http:\/\/localhost:3000\/admin\/meghivo\/[A-Za-z0-9_-]{43}$/);
    expect(invitation.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Date.parse(invitation.expiresAt) - t.clock.now).toBe(48 * 3_600_000);
    const token = tokenOf(invitation.url);
    const shown = (await t.app.inject({ url: `/api/invitations/${token}` })).json();
    expect(shown).toMatchObject({ username: user.username, name: 'Új Ember' });
    expect(shown.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);

    const secret = await invitedSecret(t, token);
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { password: NEW_PASSWORD, twoFactorCode: generateTotp(secret, t.clock.now) },
      });
    expect((await accept()).statusCode).toBe(204);
    t.clock.now += STEP;
    expect((await accept()).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
  });

  it('answers 404 for an expired invitation and lets the owner send a new one', async () => {
    const { user, invitation } = await invite();
    t.clock.now += 48 * 3_600_000;
    owner = await t.login();
    const token = tokenOf(invitation.url);
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
    const again = await t.as(owner, { method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(again.statusCode).toBe(201);
    const fresh = tokenOf(again.json<{ url: string }>().url);
    expect((await t.app.inject({ url: `/api/invitations/${fresh}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/invitations/${'x'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a short password and a code that proves nothing, and keeps the link usable', async () => {
    const { invitation } = await invite();
    const token = tokenOf(invitation.url);
    const secret = await invitedSecret(t, token);
    const send = (password: string, twoFactorCode: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invitations/${token}`,
        payload: { password, twoFactorCode },
      });
    const weak = await send('short pass', generateTotp(secret, t.clock.now));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { path: 'password', message: 'Password must be at least 12 characters' },
    ]);
    const wrongCode = String((Number(generateTotp(secret, t.clock.now)) + 1) % 1e6).padStart(
      6,
      '0',
    );
    const wrong = await send(NEW_PASSWORD, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('twoFactorCode');
    expect((await send(NEW_PASSWORD, generateTotp(secret, t.clock.now))).statusCode).toBe(204);
  });

  it('does not let an invited person log in before enrolling', async () => {
    const { user } = await invite();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: NEW_PASSWORD, twoFactorCode: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the last active owner: no deactivating, demoting or deleting them (409)', async () => {
    const id = await ownerId();
    for (const payload of [{ active: false }, { role: 'editor' }]) {
      const response = await t.as(owner, { method: 'PUT', url: `/api/users/${id}`, payload });
      expect(response.statusCode, response.body).toBe(409);
    }
    const second = await addMember(t, owner, { username: uniqueName('owner'), role: 'owner' });
    const secondToken = await second.login();
    expect(
      (await t.as(secondToken, { method: 'DELETE', url: `/api/users/${second.id}` })).statusCode,
    ).toBe(409);
    // With a second owner, the first may step down, after which the second is the last one.
    const demote = await t.as(secondToken, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { role: 'editor' },
    });
    expect(demote.json()).toMatchObject({ role: 'editor' });
    const deleteLast = await t.as(owner, { method: 'DELETE', url: `/api/users/${second.id}` });
    expect(deleteLast.statusCode).toBe(403);
    expect(
      (
        await t.as(secondToken, {
          method: 'PUT',
          url: `/api/users/${second.id}`,
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(409);
    const restore = await t.as(secondToken, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { role: 'owner' },
    });
    expect(restore.statusCode).toBe(200);
  });

  it('ends every session of a deactivated person at once and refuses their login', async () => {
    const editor = await addMember(t, owner, { username: uniqueName('leaving'), role: 'editor' });
    const token = await editor.login();
    expect((await t.as(token, { url: '/api/auth/me' })).statusCode).toBe(200);
    const off = await t.as(owner, {
      method: 'PUT',
      url: `/api/users/${editor.id}`,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    expect((await t.as(token, { url: '/api/auth/me' })).statusCode).toBe(401);
    await expect(editor.login()).rejects.toThrow(/401/);
    const back = await t.as(owner, {
      method: 'PUT',
      url: `/api/users/${editor.id}`,
      payload: { active: true },
    });
    expect(back.statusCode).toBe(200);
    expect(await editor.login()).toEqual(expect.any(String));
  });

  it('deletes an account but never the own one', async () => {
    const id = await ownerId();
    expect((await t.as(owner, { method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(409);
    const { user } = await invite();
    expect((await t.as(owner, { method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(
      204,
    );
    expect((await t.as(owner, { method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a second account with a taken username with 409', async () => {
    const { user } = await invite();
    const again = await t.as(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { username: user.username.toUpperCase(), name: 'Más', role: 'editor' },
    });
    expect(again.statusCode).toBe(409);
  });
});
