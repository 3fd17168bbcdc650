import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { Offer, OfferItem } from '@restaurant/contract/offer.ts';
import { LocalizedTextField, NumberField } from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { AllergenField } from '#web/admin/components/allergen-field.tsx';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import { offerQuery, useSaveOfferItem } from '#web/admin/features/offers/api.ts';
import {
  EMPTY_TEXT,
  descriptionOrNull,
  localizedOptional,
  localizedRequired,
  nonNegativeNumber,
} from '#web/admin/lib/form-messages.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { paths } from '#web/admin/lib/paths.ts';

const OfferItemFormSchema = z.object({
  name: localizedRequired('Név'),
  description: localizedOptional(),
  price: nonNegativeNumber('Ár'),
  allergenIds: z.array(z.number()),
});

function OfferItemForm(props: { offer: Offer; item: OfferItem | null; allergens: Allergen[] }) {
  const { offer, item } = props;
  const save = useSaveOfferItem();
  const { form, onSubmit, error, saving, leaveGuard } = useResourceForm({
    schema: OfferItemFormSchema,
    defaultValues: {
      name: item?.name ?? EMPTY_TEXT,
      description: item?.description ?? EMPTY_TEXT,
      price: item?.price ?? '',
      allergenIds: item?.allergens.map((allergen) => allergen.id) ?? [],
    },
    save: ({ description, ...fields }) =>
      save.mutateAsync({
        offerId: offer.id,
        itemId: item?.id ?? null,
        input: { ...fields, description: descriptionOrNull(description) },
      }),
    afterSave: paths.offer(offer.id),
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title={`${item ? 'Tétel szerkesztése' : 'Új tétel hozzáadása'} – ${offer.name.hu}`}
        isNew={!item}
        saving={saving}
        error={error}
        cancelTo={paths.offer(offer.id)}
        onSubmit={(event) => void onSubmit(event)}
      >
        <LocalizedTextField name="name" label="Név" />
        <LocalizedTextField name="description" label="Leírás" multiline />
        <NumberField name="price" label="Ár (Ft)" />
        <AllergenField allergens={props.allergens} />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/ajanlatok/{id}/tetelek/uj and /admin/ajanlatok/{id}/tetelek/{itemId}. */
export function OfferItemFormPage() {
  const params = useParams();
  const offerId = parseRouteId(params.id);
  const itemId = parseRouteId(params.itemId);
  const validOffer = offerId !== null && !Number.isNaN(offerId);
  const offer = useQuery({ ...offerQuery(offerId ?? 0), enabled: validOffer });
  const allergens = useQuery(allergensQuery());

  if (!validOffer) return <ErrorState message="Érvénytelen ajánlat azonosító" />;
  if (Number.isNaN(itemId)) return <ErrorState message="Érvénytelen tétel azonosító" />;
  const waiting = waitingState(itemId === null ? 'Betöltés...' : 'Tétel betöltése...', [
    [offer, 'Hiba történt az ajánlat betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const item = itemId === null ? null : offer.data!.items.find((entry) => entry.id === itemId);
  if (item === undefined) {
    return <ErrorState message="Ez a tétel nem található ebben az ajánlatban." />;
  }
  return (
    <OfferItemForm
      key={item?.id ?? 'new'}
      offer={offer.data!}
      item={item}
      allergens={allergens.data!}
    />
  );
}
