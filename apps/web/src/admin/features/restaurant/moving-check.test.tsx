// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { Restaurant } from '@restaurant/contract/restaurant.ts';
import { MovingCheck } from '#web/admin/features/restaurant/moving-check.tsx';

const text = (hu: string) => ({ hu, en: hu, de: hu });
const SAVED: Restaurant = {
  name: 'Paprika Bisztró',
  address: { street: 'Ráday utca 12.', postalCode: '1092', city: 'Budapest', country: 'HU' },
  geo: { latitude: 47.4867, longitude: 19.0633 },
  phone: '+36 1 234 5678',
  email: 'asztal@example.hu',
  company: {
    name: 'Kft.',
    registrationNumber: '1',
    taxNumber: '1',
    hostingProvider: 'H',
    hostingUrl: 'https://example.hu',
  },
  paymentMethods: [],
  servesCuisine: null,
  priceRange: null,
  galleryTitle: text('Pillanatok'),
  heroMediaId: null,
  logoMediaId: null,
  texts: {
    kicker: text('Magyar konyha · Budapest, IX. kerület'),
    tagline: text('Minden nap, a Ráday utca szívében.'),
    welcome: text('Üdvözöljük'),
    technical: text('Technika'),
    disclaimer: text('Felelősség'),
    privacy: text('Adatvédelem'),
  },
};

function Form(props: { street: string; latitude: string }) {
  const form = useForm({
    defaultValues: {
      name: SAVED.name,
      address: { ...SAVED.address, street: props.street },
      latitude: props.latitude,
      longitude: '19.0633',
      texts: SAVED.texts,
    },
  });
  return (
    <FormProvider {...form}>
      <MovingCheck saved={SAVED} />
    </FormProvider>
  );
}

describe('the restaurant form when the address changes', () => {
  afterEach(cleanup);

  it('warns while the map position is the old one and names the texts that name the old street', () => {
    render(<Form street="Kossuth tér 3." latitude="47.4867" />);
    expect(screen.getByText(/a térképi hely még a régi/)).toBeTruthy();
    const naming = screen.getByText(/Ezek a szövegek még a régi helyet említik/).textContent;
    expect(naming).toContain('Bemutatkozó mondat');
    // The city stays, so the kicker that names it is not listed.
    expect(naming).not.toContain('Felcím');
  });

  it('stops warning once the position has moved, and shows the title and description the texts make', () => {
    render(<Form street="Kossuth tér 3." latitude="47.5" />);
    expect(screen.queryByText(/a térképi hely még a régi/)).toBeNull();
    expect(
      screen.getByText('Paprika Bisztró – Magyar konyha · Budapest, IX. kerület'),
    ).toBeTruthy();
  });
});
