import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen: "Calendar · Tress back office". */
export function useDocTitle(title: string) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `${title} · ${t('brand.name')} ${t('brand.backOffice')}`;
  }, [title, t]);
}
