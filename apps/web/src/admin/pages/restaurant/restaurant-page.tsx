import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { PAYMENT_METHOD_IDS, PAYMENT_METHOD_LABELS } from '@restaurant/contract/payment-methods.ts';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { RESTAURANT_TEXT_KEYS } from '@restaurant/contract/restaurant.ts';
import {
  CheckboxGroupField,
  LocalizedTextField,
  TextField,
} from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { QueryState } from '#web/admin/components/states.tsx';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { restaurantQuery, useSaveRestaurant } from '#web/admin/features/restaurant/api.ts';
import {
  RestaurantFormSchema,
  TEXT_LABELS,
  fromForm,
  toForm,
} from '#web/admin/features/restaurant/restaurant-form-schema.ts';
import { MovingCheck } from '#web/admin/features/restaurant/moving-check.tsx';
import { PinOnMap } from '#web/admin/features/restaurant/pin-on-map.tsx';
import { paths } from '#web/admin/lib/paths.ts';
import { LogoNote } from '#web/admin/pages/restaurant/logo-note.tsx';

const PAYMENT_OPTIONS = PAYMENT_METHOD_IDS.map((id) => ({
  value: id,
  label: PAYMENT_METHOD_LABELS[id].hu,
}));

function RestaurantForm(props: { restaurant: Restaurant | null }) {
  const save = useSaveRestaurant();
  const pictures = {
    heroMediaId: props.restaurant?.heroMediaId ?? null,
    logoMediaId: props.restaurant?.logoMediaId ?? null,
  };
  const { form, onSubmit, error, saving, leaveGuard } = useResourceForm({
    schema: RestaurantFormSchema,
    defaultValues: toForm(props.restaurant),
    save: (values) => save.mutateAsync(fromForm(values, pictures)),
    afterSave: paths.restaurant(),
    resource: '/api/restaurant',
  });
  return (
    <FormProvider {...form}>
      <FormShell
        title="Étterem adatai"
        isNew={false}
        saving={saving}
        error={error}
        cancelTo={paths.dashboard()}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField name="name" label="Név" />
        <fieldset className="form-section">
          <legend>Elérhetőség</legend>
          <div className="field-row">
            <TextField name="phone" label="Telefonszám" />
            <TextField name="email" label="E-mail cím" />
          </div>
          <div className="field-row">
            <TextField name="address.postalCode" label="Irányítószám" />
            <TextField name="address.city" label="Város" />
            <TextField name="address.country" label="Országkód" />
          </div>
          <TextField name="address.street" label="Utca, házszám" />
          <div className="field-row">
            <TextField name="latitude" label="Földrajzi szélesség" placeholder="47.4979" />
            <TextField name="longitude" label="Földrajzi hosszúság" placeholder="19.0402" />
          </div>
          <p className="field__hint">
            A térkép ennél a pontnál jelenik meg; üresen hagyva nincs térkép.
          </p>
          <PinOnMap saved={props.restaurant?.geo ?? null} />
          <MovingCheck saved={props.restaurant} />
        </fieldset>
        <CheckboxGroupField
          name="paymentMethods"
          label="Elfogadott fizetési módok"
          options={PAYMENT_OPTIONS}
        />
        <fieldset className="form-section">
          <legend>A keresőknek</legend>
          <p className="field__hint">
            A keresők ezekből mutatják meg, milyen konyha és milyen árak várják a vendéget; üresen
            hagyva nem szerepelnek.
          </p>
          <LocalizedTextField
            name="servesCuisine"
            label="Konyha"
            placeholders={{ hu: 'Magyar', en: 'Hungarian', de: 'Ungarisch' }}
          />
          <TextField name="priceRange" label="Árkategória" placeholder="2500–9000 Ft" />
        </fieldset>
        <fieldset className="form-section">
          <legend>Logó és galéria</legend>
          <LogoNote logoMediaId={pictures.logoMediaId} />
          <LocalizedTextField name="galleryTitle" label="Galéria címe" />
        </fieldset>
        <fieldset className="form-section">
          <legend>Szövegek</legend>
          {RESTAURANT_TEXT_KEYS.map((key) => (
            <LocalizedTextField
              key={key}
              name={`texts.${key}`}
              label={TEXT_LABELS[key]}
              multiline
            />
          ))}
        </fieldset>
        <fieldset className="form-section">
          <legend>Impresszum</legend>
          <TextField name="company.name" label="Cégnév" />
          <div className="field-row">
            <TextField name="company.registrationNumber" label="Cégjegyzékszám" />
            <TextField name="company.taxNumber" label="Adószám" />
          </div>
          <TextField name="company.hostingProvider" label="Tárhelyszolgáltató neve és címe" />
          <TextField name="company.hostingUrl" label="Tárhelyszolgáltató webcíme" />
        </fieldset>
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/etterem: the restaurant's facts, payment methods, texts and the gallery's heading. */
export function RestaurantPage() {
  const restaurant = useQuery(restaurantQuery());
  return (
    <QueryState
      query={restaurant}
      loading="Az étterem adatainak betöltése..."
      error="Hiba történt az étterem adatainak betöltése közben."
    >
      {(data) => <RestaurantForm restaurant={data} />}
    </QueryState>
  );
}
