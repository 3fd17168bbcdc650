import { useLanguage } from '#web/site/i18n/language-provider.tsx';

export function MaintenancePage() {
  const { t } = useLanguage();
  return (
    <div className="page page--text maintenance">
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </div>
  );
}
