import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under the keys stale after a change, so each screen that shows them (the
 * dashboard's counts too, which read through the same queries) asks again.
 */
export function useInvalidate(...keys: QueryKey[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
