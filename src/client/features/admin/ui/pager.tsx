import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import styles from './pager.module.css';

type Props = {
  page: number;
  pages: number;
  /** The total line, e.g. "42 users". */
  total: string;
  onPage: (page: number) => void;
  pageSize?: { value: number; options: readonly number[]; onChange: (size: number) => void };
  label: string;
};

/** Page X of Y with the total, Previous/Next and, where offered, a page-size select. */
export function Pager({ page, pages, total, onPage, pageSize, label }: Props) {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.info}>
        <span className={styles.page}>{t('common.pageOf', { page, pages: Math.max(pages, 1) })}</span>
        <span className={styles.total}>{total}</span>
      </p>
      <div className={styles.controls}>
        {pageSize ? (
          <span className={styles.size}>
            <label htmlFor={sizeId}>{t('reports.pageSize')}</label>
            <select
              id={sizeId}
              value={pageSize.value}
              onChange={(e) => pageSize.onChange(Number(e.target.value))}
            >
              {pageSize.options.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹</span> {t('common.previous')}
        </Button>
        <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('common.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  );
}
