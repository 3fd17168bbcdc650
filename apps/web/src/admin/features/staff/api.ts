import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  InvitationLink,
  StaffCreate,
  StaffCreated,
  StaffMember,
  StaffUpdate,
} from '@restaurant/contract/users.ts';
import { api } from '#web/admin/lib/api-client.ts';
import { useInvalidate } from '#web/admin/lib/use-invalidate.ts';

const KEY = ['users'] as const;

export const staffQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api<StaffMember[]>('GET', '/api/users') });

export function useInviteMember() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (input: StaffCreate) => api<StaffCreated>('POST', '/api/users', input),
    onSuccess: invalidate,
  });
}

export function useReinvite() {
  return useMutation({
    mutationFn: (id: number) => api<InvitationLink>('POST', `/api/users/${id}/invitation`),
  });
}

export function useUpdateMember() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StaffUpdate }) =>
      api<StaffMember>('PUT', `/api/users/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteMember() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => api<void>('DELETE', `/api/users/${id}`),
    onSuccess: invalidate,
  });
}

export const ROLE_LABELS = { owner: 'Tulajdonos', editor: 'Szerkesztő' } as const;
