import { replaceEqualDeep, type QueryFunctionContext } from '@tanstack/react-query';
import { getUnlessUnchanged, keepTag } from '#web/admin/lib/api-client.ts';

/**
 * A query's read that the screen polls: asked with the tag of the answer the query holds, so that
 * the server answers 304 without a body while nothing changed, and the screen keeps what it shows.
 * What the query keeps of a new answer (its unchanged parts shared with the one before) keeps the
 * answer's tag.
 */
export function polledRead<T extends object>(path: () => string) {
  return {
    queryFn: ({ client, queryKey }: QueryFunctionContext) =>
      getUnlessUnchanged<T>(path(), client.getQueryData<T>(queryKey)),
    structuralSharing: (held: unknown, answer: unknown) => {
      const kept = replaceEqualDeep(held, answer);
      keepTag(answer, kept);
      return kept;
    },
  };
}
