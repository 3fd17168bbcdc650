import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, OwnerOnlyState } from '#web/admin/components/states.tsx';
import { tablesQuery } from '#web/admin/features/tables/api.ts';
import { TablesForm } from '#web/admin/features/tables/tables-form.tsx';
import { useIsOwner } from '#web/admin/lib/auth.tsx';

/** The owners' screen for the room's tables; an editor is told it is not theirs. */
export function TablesPage() {
  const isOwner = useIsOwner();
  const tables = useQuery({ ...tablesQuery(), enabled: isOwner });
  return (
    <div className="tables-page">
      <h1>Asztalok</h1>
      {!isOwner ? <OwnerOnlyState /> : null}
      {isOwner ? (
        <p className="field__hint">
          Az asztalok nem kötelezők: a foglalás szabálya asztalokkal is a helyek és az idősávok
          száma. Asztalokkal a foglaláshoz asztal adható, és az asztaltérkép mutatja, ki hol ül.
        </p>
      ) : null}
      {tables.isPending && isOwner ? <LoadingState /> : null}
      {tables.isError ? <ErrorState message="Az asztalok nem tölthetők be." /> : null}
      {tables.data ? <TablesForm tables={tables.data} /> : null}
    </div>
  );
}
