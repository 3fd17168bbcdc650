import { AllergyFilterPanel } from '#web/site/components/allergy-filter-panel.tsx';
import { Live } from '#web/site/components/live.tsx';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

/** A page's heading and introduction, which follow the language switched to in place. */
export function PageHeader(props: { page: 'menu' | 'drinks' }) {
  const { t } = useLanguage();
  return (
    <Live>
      <header className="page-header">
        <h1>{t(`${props.page}.title`)}</h1>
        <p>{t(`${props.page}.intro`)}</p>
      </header>
      <AllergyFilterPanel page={props.page} />
    </Live>
  );
}
