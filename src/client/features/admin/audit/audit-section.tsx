/**
 * Settings → Audit trail (Super Admin): who changed what in the back office, when and from where,
 * newest first; filtered by who, what and dates, and paged. The lines themselves can never be
 * edited (the server's table refuses it), so this screen only reads.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#shared/contract/audit';
import { historyMoment } from '#shared/salon-time';
import { SelectField, TextField } from '../../../components/field';
import { langOf } from '../../../components/format';
import { adminCall } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import { CardTable } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { PagedList, usePagedList } from '../ui/paged-list';
import tableStyles from '../ui/table.module.css';
import styles from './audit.module.css';
import { auditChanges } from './audit-changes';

const PAGE_SIZES = [20, 50, 100] as const;
type Filters = { actor: number; action: string; from: string; to: string };
const NO_FILTERS: Filters = { actor: 0, action: '', from: '', to: '' };

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const { lines, more } = auditChanges(entry.before, entry.after);
  if (!lines.length) return <>—</>;
  return (
    <ul className={styles.changes}>
      {lines.map((l) => (
        <li key={l.field}>
          <span className={styles.field}>{l.field}</span>{' '}
          {l.before !== undefined && l.after !== undefined
            ? `${l.before} → ${l.after}`
            : (l.after ?? t('audit.was', { value: l.before }))}
        </li>
      ))}
      {more ? <li className={styles.more}>{t('audit.more', { count: more })}</li> : null}
    </ul>
  );
}

export function AuditSection() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { tz } = useSalon();
  const [f, setF] = useState<Filters>(NO_FILTERS);
  const list = usePagedList({
    key: (r) => ['admin', 'audit', f, r.page_number, r.page_size],
    load: (r) =>
      adminCall('auditList', {
        page_number: r.page_number,
        page_size: r.page_size,
        actor_id: f.actor,
        action: f.action,
        ...(f.from ? { date_from: f.from } : {}),
        ...(f.to && (!f.from || f.to >= f.from) ? { date_to: f.to } : {}),
      }),
    pageSize: PAGE_SIZES[0],
  });
  const set = <K extends keyof Filters>(k: K, v: Filters[K]) => {
    setF((old) => ({ ...old, [k]: v }));
    list.setPage(1);
  };
  const data = list.query.data;
  const actionName = (a: string) => t(`audit.actions.${a}`, { defaultValue: a });
  // `promotion:3` reads as "Promo code #3"; a target of another shape is shown as it is
  const targetName = (target: string) => {
    const m = /^([a-z]+):(\d+)$/.exec(target);
    const kind = m?.[1];
    if (!kind) return target;
    return t('audit.targetOf', { kind: t(`audit.kinds.${kind}`, { defaultValue: kind }), id: m?.[2] });
  };
  const who = (e: AuditEntry) =>
    e.actor_kind === 'staff'
      ? `${e.actor_name} · ${t(e.actor_role === 1 ? 'audit.superAdmin' : 'audit.staff')}`
      : t(`audit.actors.${e.actor_kind}`);
  return (
    <section className={`${pageStyles.card} ${styles.card}`} aria-labelledby="audit-title">
      <div className={styles.head}>
        <h2 id="audit-title" className={pageStyles.cardTitle}>
          {t('audit.title')}
        </h2>
        <p className={styles.hint}>{t('audit.hint')}</p>
        <fieldset className={styles.filters} aria-label={t('audit.filters')}>
          <SelectField
            label={t('audit.who')}
            value={f.actor}
            onChange={(e) => set('actor', Number(e.target.value))}
          >
            <option value={0}>{t('audit.everyone')}</option>
            {(data?.actors ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('audit.action')}
            value={f.action}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">{t('audit.allActions')}</option>
            {(data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('audit.from')}
            type="date"
            value={f.from}
            onChange={(e) => set('from', e.target.value)}
          />
          <TextField
            label={t('audit.to')}
            type="date"
            value={f.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </fieldset>
      </div>
      <PagedList
        list={list}
        label={t('audit.title')}
        total={(count) => t('audit.total', { count })}
        loadFailed={t('audit.loadFailed')}
        isEmpty={(d) => d.entries.length === 0}
        empty={{ title: t('audit.empty') }}
        pageSizes={PAGE_SIZES}
        pagerAlways
        framed={false}
        busy
      >
        {(d) => (
          <CardTable
            columns={[
              { label: t('audit.when') },
              { label: t('audit.who') },
              { label: t('audit.action') },
              { label: t('audit.target') },
              { label: t('audit.change') },
              { label: t('audit.address') },
            ]}
          >
            {d.entries.map((e) => (
              <tr key={e.id} data-audit-line={e.id}>
                <td data-label={t('audit.when')} className={tableStyles.nowrap}>
                  {historyMoment(lang, e.at, tz)}
                </td>
                <td data-label={t('audit.who')}>{who(e)}</td>
                <td data-label={t('audit.action')}>{actionName(e.action)}</td>
                <td data-label={t('audit.target')} className={styles.mono}>
                  {e.target ? targetName(e.target) : '—'}
                </td>
                <td data-label={t('audit.change')} className={styles.wrapText}>
                  <Change entry={e} />
                </td>
                <td data-label={t('audit.address')} className={styles.mono}>
                  {e.client_address ?? '—'}
                </td>
              </tr>
            ))}
          </CardTable>
        )}
      </PagedList>
    </section>
  );
}
