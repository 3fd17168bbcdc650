import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { addDays } from '@restaurant/contract/calendar.ts';
import type { Offer } from '@restaurant/contract/offer.ts';
import { CheckboxField, DateField, LocalizedTextField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { ErrorState, QueryState } from '#web/admin/components/states.tsx';
import { offerQuery, useSaveOffer } from '#web/admin/features/offers/api.ts';
import { ErrorBoundary } from '#web/admin/components/error-boundary.tsx';
import { OfferItemsSection } from '#web/admin/features/offers/offer-items-section.tsx';
import { EMPTY_TEXT, localizedRequired, requiredDate } from '#web/admin/lib/form-messages.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const END_BEFORE_START = 'A záró dátum nem lehet korábbi a kezdő dátumnál';

const OfferFormSchema = z
  .object({
    name: localizedRequired('Név'),
    startDate: requiredDate('Kezdő dátum'),
    endDate: requiredDate('Záró dátum'),
    featured: z.boolean(),
  })
  .refine((offer) => !offer.startDate || !offer.endDate || offer.endDate >= offer.startDate, {
    message: END_BEFORE_START,
    path: ['endDate'],
  });

/** A new offer runs for a week from today unless changed. */
function OfferForm(props: { offer: Offer | null }) {
  const { offer } = props;
  const save = useSaveOffer();
  const today = restaurantToday();
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: OfferFormSchema,
    defaultValues: {
      name: offer?.name ?? EMPTY_TEXT,
      startDate: offer?.startDate ?? today,
      endDate: offer?.endDate ?? addDays(today, 6),
      featured: offer?.featured ?? false,
    },
    save: (input) => save.mutateAsync({ id: offer?.id ?? null, input }),
    // A new offer opens for its items; an edited one goes back to the list.
    afterSave: (saved) => (offer ? paths.offers() : paths.offer((saved as Offer).id)),
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title={offer ? 'Ajánlat szerkesztése' : 'Új ajánlat hozzáadása'}
        isNew={!offer}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={paths.offers()}
        onSubmit={(event) => void onSubmit(event)}
      >
        <LocalizedTextField name="name" label="Név" />
        <div className="field-row">
          <DateField name="startDate" label="Kezdő dátum" />
          <DateField name="endDate" label="Záró dátum" />
        </div>
        <CheckboxField
          name="featured"
          label="Kiemelt ajánlat"
          hint="Egy napon egy ajánlat lehet kiemelt: ennek bekapcsolása azokról az ajánlatokról veszi le a kiemelést, amelyek napjai átfednek ezzel. A kezdőlap a kiemelt ajánlatot mutatja, amíg fut."
        />
        {offer ? null : <p className="field__hint">A tételeket a létrehozás után adhatja hozzá.</p>}
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/ajanlatok/uj and /admin/ajanlatok/{id} (with the offer's items under the form). */
export function OfferFormPage() {
  const id = parseRouteId(useParams().id);
  const offer = useQuery({ ...offerQuery(id ?? 0), enabled: id !== null && !Number.isNaN(id) });

  if (Number.isNaN(id)) return <ErrorState message="Érvénytelen ajánlat azonosító" />;
  if (id === null) return <OfferForm key="new" offer={null} />;
  return (
    <QueryState
      query={offer}
      loading="Ajánlat betöltése..."
      error="Hiba történt az ajánlat betöltése közben."
    >
      {(data) => (
        <>
          <OfferForm key={data.id} offer={data} />
          <ErrorBoundary name="Tételek">
            <OfferItemsSection offer={data} />
          </ErrorBoundary>
        </>
      )}
    </QueryState>
  );
}
