import type { ReactNode } from 'react';
import type { PageKey } from '@restaurant/contract/site.ts';
import { usePageData } from '#web/site/page-data.tsx';
import type { PageDataByKey } from '@restaurant/contract/site.ts';
import { useLanguage } from '#web/site/i18n/language-provider.tsx';

const FAILURE_KEY: Record<PageKey, string> = {
  home: 'errors.loadFailed',
  menu: 'errors.menuLoadFailed',
  drinks: 'errors.drinksLoadFailed',
  impressum: 'errors.loadFailed',
};

/** Renders the page once its data is there; the load-failure message if it could not be read. */
export function WithPageData<K extends PageKey>(props: {
  page: K;
  children: (data: PageDataByKey[K]) => ReactNode;
}) {
  const { t } = useLanguage();
  const state = usePageData(props.page);
  if (state.status === 'ready') return <>{props.children(state.data)}</>;
  if (state.status === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {t(FAILURE_KEY[props.page])}
      </p>
    );
  }
  return (
    <p className="notice" role="status">
      {t('common.loading')}
    </p>
  );
}
