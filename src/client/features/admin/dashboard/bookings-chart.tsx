/**
 * Bookings per day for the month, as plain SVG bars: every day of the month (days without bookings
 * count 0), today marked, a few date labels, and the figures in words for screen readers.
 */

import { useTranslation } from 'react-i18next';
import { addDaysIso, monthRange, numericDate } from '#shared/salon-time';
import pageStyles from '../ui/page.module.css';
import styles from './dashboard.module.css';

type Day = { date: string; count: number };

/** Every day of today's month with its count (0 when the server listed none). */
export function monthDays(daily: readonly Day[], today: string): Day[] {
  const { from, to } = monthRange(today);
  const counts = new Map(daily.map((d) => [d.date.slice(0, 10), d.count]));
  const out: Day[] = [];
  for (let d = from; d <= to; d = addDaysIso(d, 1)) out.push({ date: d, count: counts.get(d) ?? 0 });
  return out;
}

/** A round top for the axis: 0-4 -> 4, 5 -> 5, 7 -> 8, 13 -> 15, 23 -> 25 ... */
export function axisMax(max: number): number {
  if (max <= 4) return 4;
  const step = max <= 10 ? 2 : max <= 50 ? 5 : 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

const W = 640;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 26, left: 28 };

export function BookingsChart({ daily, today }: { daily: readonly Day[]; today: string }) {
  const { t } = useTranslation('admin');
  const days = monthDays(daily, today);
  const total = days.reduce((s, d) => s + d.count, 0);
  const busiest = days.reduce<Day | null>((best, d) => (d.count > (best?.count ?? 0) ? d : best), null);
  const top = axisMax(busiest?.count ?? 0);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(4, slot * 0.62);
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const summary = busiest
    ? t('dashboard.chartSummary', { total, day: numericDate(busiest.date), max: busiest.count })
    : t('dashboard.chartEmpty');
  return (
    <figure className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.chartCard}`}>
      <figcaption className={pageStyles.cardTitle}>{t('dashboard.chartTitle')}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.chart}
        role="img"
        aria-label={`${t('dashboard.chartTitle')}. ${summary}`}
      >
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className={styles.gridLine} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className={styles.axisText}>
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const h = Math.max(d.count > 0 ? 2 : 0, plotH - (y(d.count) - PAD.top));
          const dayNo = Number(d.date.slice(8, 10));
          const label = dayNo === 1 || dayNo % 5 === 0 || d.date === today;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={PAD.top + plotH - h}
                width={barW}
                height={h}
                rx={Math.min(3, barW / 2)}
                className={
                  d.date === today ? styles.barToday : d.date > today ? styles.barFuture : styles.bar
                }
              >
                <title>{t('dashboard.chartDay', { date: numericDate(d.date), count: d.count })}</title>
              </rect>
              {label ? (
                <text
                  x={x + barW / 2}
                  y={H - 8}
                  textAnchor="middle"
                  className={d.date === today ? styles.axisToday : styles.axisText}
                >
                  {dayNo}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className={styles.chartSummary}>{summary}</p>
    </figure>
  );
}
