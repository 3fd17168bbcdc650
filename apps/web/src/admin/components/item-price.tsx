import { formatPrice } from '@restaurant/contract/format.ts';

/** A daily-menu or offer item's price, and the dish's where the two differ. */
export function ItemPrice(props: { price: number; dishPrice: number | null }) {
  const { price, dishPrice } = props;
  return (
    <>
      {formatPrice(price, 'hu')}
      {dishPrice !== null && dishPrice !== price ? (
        <span className="item-price__dish"> (étlapon {formatPrice(dishPrice, 'hu')})</span>
      ) : null}
    </>
  );
}
