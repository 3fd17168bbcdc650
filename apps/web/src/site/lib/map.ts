import type { Address, Geo } from '@restaurant/contract/restaurant.ts';

const BOX = 0.004;

/** OpenStreetMap's embeddable map around the position; loaded only after the guest asks. */
export function mapEmbedUrl({ latitude, longitude }: Geo): string {
  return (
    'https://www.openstreetmap.org/export/embed.html?bbox=' +
    [longitude - BOX, latitude - BOX / 2, longitude + BOX, latitude + BOX / 2].join('%2C') +
    `&layer=mapnik&marker=${latitude}%2C${longitude}`
  );
}

export function mapLinkUrl({ latitude, longitude }: Geo): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** OpenStreetMap's route planner with the position as the destination. */
export function directionsUrl({ latitude, longitude }: Geo): string {
  return `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}`;
}

/** The tel: address of a phone number as written for guests. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The address on one line, as the pages write it: "1092 Budapest, Ráday utca 12.". */
export function addressLine(address: Address): string {
  return `${address.postalCode} ${address.city}, ${address.street}`;
}
