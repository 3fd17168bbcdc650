import type { StaffCreated } from '@restaurant/contract/users.ts';
import { generateTotp } from '#src/lib/totp.ts';
import type { TestApp } from './helpers.ts';

export const STEP = 30_000;
export const NEW_PASSWORD = 'a long enough password';

/** The token at the end of an invitation link. */
export const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The person's key, read from the invitation as their phone would scan it. */
export async function invitedSecret(t: TestApp, token: string): Promise<string> {
  const response = await t.app.inject({ url: `/api/invitations/${token}` });
  if (response.statusCode !== 200) throw new Error(`invitation: ${response.body}`);
  return new URL(response.json<{ otpauthUrl: string }>().otpauthUrl).searchParams.get('secret')!;
}

export type Member = {
  id: number;
  username: string;
  secret: string;
  /** Logs the person in on a fresh TOTP step and answers the token. */
  login: () => Promise<string>;
};

/** An owner adds a person, who follows the invitation and can then log in. */
export async function addMember(
  t: TestApp,
  ownerToken: string,
  fields: { username: string; role: 'owner' | 'editor'; name?: string },
): Promise<Member> {
  const created = await t.as(ownerToken, {
    method: 'POST',
    url: '/api/users',
    payload: { name: fields.name ?? 'Szabó Péter', ...fields },
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const { user, invitation } = created.json<StaffCreated>();
  const token = tokenOf(invitation.url);
  const secret = await invitedSecret(t, token);
  t.clock.now += STEP;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${token}`,
    payload: { password: NEW_PASSWORD, twoFactorCode: generateTotp(secret, t.clock.now) },
  });
  if (accepted.statusCode !== 204) throw new Error(`enrol: ${accepted.body}`);
  return {
    id: user.id,
    username: user.username,
    secret,
    login: async () => {
      t.clock.now += STEP;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: user.username,
          password: NEW_PASSWORD,
          twoFactorCode: generateTotp(secret, t.clock.now),
        },
      });
      if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
  };
}
