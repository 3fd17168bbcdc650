import { Link } from 'react-router';
import type { Drink } from '@restaurant/contract/drink.ts';
import { ResourceTable } from '#web/admin/components/resource-table.tsx';

import { formatPrice } from '@restaurant/contract/format.ts';
import { paths } from '#web/admin/lib/paths.ts';

/** The expanded row of a drink: its variants with their prices, and a way to add one. */
export function DrinkVariantsTable(props: { drink: Drink; onDelete: (variantId: number) => void }) {
  const { drink } = props;
  const addLink = (
    <Link
      className="btn btn--secondary btn--small"
      to={paths.drinkVariant(drink.id, 'uj')}
      aria-label={`Új variáns: ${drink.name.hu}`}
    >
      Új variáns
    </Link>
  );
  return (
    <div className="drink-variants" id={`drink-variants-${drink.id}`}>
      {drink.variants.length === 0 ? (
        <p className="drink-variants__empty">Nincsenek variánsok ehhez az italhoz.</p>
      ) : (
        <ResourceTable
          className="resource-table--nested"
          caption={`${drink.name.hu} – variánsok`}
          rows={drink.variants}
          rowName={(variant) => `${drink.name.hu}, ${variant.quantity.hu}`}
          editHref={(variant) => paths.drinkVariant(drink.id, variant.id)}
          onDelete={(variant) => props.onDelete(variant.id)}
          columns={[
            { header: 'ID', cell: (variant) => variant.id, numeric: true },
            { header: 'Mennyiség (magyar)', cell: (variant) => variant.quantity.hu },
            { header: 'Mennyiség (angol)', cell: (variant) => variant.quantity.en },
            { header: 'Mennyiség (német)', cell: (variant) => variant.quantity.de },
            {
              header: 'Ár',
              cell: (variant) => formatPrice(variant.price, 'hu'),
              numeric: true,
            },
          ]}
        />
      )}
      <div className="drink-variants__actions">{addLink}</div>
    </div>
  );
}
