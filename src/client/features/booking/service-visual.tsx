/** A service's photo, or a tinted tile with its category's icon when it has none. */
import type { Service } from '#shared/contract/catalogue';
import { DropIcon, PolishIcon, ScissorsIcon, SparkleIcon } from '../../components/icons';
import styles from './services-step.module.css';

const KINDS = [
  { match: /hair/i, Icon: ScissorsIcon, tone: styles.tone1 },
  { match: /nail/i, Icon: PolishIcon, tone: styles.tone2 },
  { match: /skin|spa|facial/i, Icon: DropIcon, tone: styles.tone3 },
];

export function ServiceVisual({ service, categoryName }: { service: Service; categoryName: string }) {
  if (service.image_url) {
    return (
      <span className={styles.thumb}>
        <img src={service.image_url} alt="" width={72} height={72} loading="lazy" decoding="async" />
      </span>
    );
  }
  const kind = KINDS.find((k) => k.match.test(categoryName));
  const Icon = kind?.Icon ?? SparkleIcon;
  return (
    <span className={`${styles.thumb} ${kind?.tone ?? styles.tone4}`} aria-hidden="true">
      <Icon size={30} />
    </span>
  );
}
