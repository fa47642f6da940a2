/**
 * A service's time drawn as the stylist lives it: busy, free while the client waits (processing),
 * busy again, then the clean-up after the client leaves. Widths follow the minutes; each part is
 * named in words too (the bar alone is not the only way to read it).
 */
import { useTranslation } from 'react-i18next';
import { type ServiceTime, serviceParts } from '#shared/domain/service-time';
import styles from './services.module.css';

type Part = { kind: 'busy' | 'free' | 'buffer'; minutes: number };

function partsOf(s: ServiceTime): Part[] {
  const out: Part[] = [];
  let at = 0;
  for (const p of serviceParts(s)) {
    if (p.start > at) out.push({ kind: 'free', minutes: p.start - at });
    out.push({ kind: 'busy', minutes: p.end - p.start });
    at = p.end;
  }
  if ((s.bufferMinutes ?? 0) > 0) out.push({ kind: 'buffer', minutes: s.bufferMinutes! });
  return out.filter((p) => p.minutes > 0);
}

export function ServiceTimeDiagram({ time }: { time: ServiceTime }) {
  const { t } = useTranslation('admin');
  const parts = partsOf(time);
  const total = parts.reduce((m, p) => m + p.minutes, 0) || 1;
  const words = parts
    .map((p) => t(`services.time.${p.kind === 'buffer' ? 'cleanUp' : p.kind}`, { minutes: p.minutes }))
    .join(' · ');
  return (
    <figure className={styles.timeDiagram}>
      <div className={styles.timeBar} aria-hidden="true">
        {parts.map((p, i) => (
          <span
            // the parts never reorder: their place is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={styles[`time_${p.kind}`]}
            style={{ flexGrow: p.minutes }}
          >
            {p.minutes / total >= 0.12 ? p.minutes : ''}
          </span>
        ))}
      </div>
      <figcaption className={styles.hint}>{words}</figcaption>
    </figure>
  );
}
