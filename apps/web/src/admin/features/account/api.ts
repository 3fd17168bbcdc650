import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  PasswordChange,
  Proof,
  RecoveryCodes,
  Session,
  TotpEnrolment,
} from '@restaurant/contract/auth.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['sessions'] as const;

export const sessionsQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<Session[]>('GET', '/api/auth/sessions') });

/** Every change of the own account ends the other sessions, so the list is read again. */
function useAccountMutation<I, O>(call: (input: I) => Promise<O>) {
  const invalidate = useInvalidate(KEY);
  return useMutation({ mutationFn: call, onSuccess: invalidate });
}

export const useChangePassword = () =>
  useAccountMutation((input: PasswordChange) => api<void>('POST', '/api/auth/password', input));

export const useStartTotpMove = () =>
  useAccountMutation((input: Proof) => api<TotpEnrolment>('POST', '/api/auth/totp/rotate', input));

export const useConfirmTotpMove = () =>
  useAccountMutation((twoFactorCode: string) =>
    api<void>('POST', '/api/auth/totp/confirm', { twoFactorCode }),
  );

export const useNewRecoveryCodes = () =>
  useAccountMutation((input: Proof) =>
    api<RecoveryCodes>('POST', '/api/auth/recovery-codes', input),
  );

export const useEndSession = () =>
  useAccountMutation((id: string) => api<void>('DELETE', `/api/auth/sessions/${id}`));

export const useEndOtherSessions = () =>
  useAccountMutation(() => api<void>('POST', '/api/auth/sessions/revoke-others'));
