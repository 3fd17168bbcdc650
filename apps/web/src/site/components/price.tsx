import { useLanguage } from '#web/site/i18n/language-provider.tsx';
import { formatPrice } from '@restaurant/contract/format.ts';

export function Price(props: { value: number }) {
  const { lang } = useLanguage();
  return <span className="price">{formatPrice(props.value, lang)}</span>;
}
