/**
 * The header's Install button: where the browser offers installation (`beforeinstallprompt`) it
 * opens the browser's prompt; on iPhone and iPad Safari, which has no prompt, it shows the three
 * steps of Add to Home Screen. Hidden when the app already runs installed. Loaded after the first
 * paint (the prerendered header has no such button).
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DownloadIcon, ShareIcon } from '../../components/page-icons';
import { installOffer, promptInstall, subscribeInstall } from '../../lib/install';
import styles from './install-button.module.css';

const Modal = lazy(() => import('../../components/modal').then((m) => ({ default: m.Modal })));

function IosSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Modal
        open
        size="sm"
        title={t('install.iosTitle')}
        onClose={onClose}
        footer={
          <Button block onClick={onClose}>
            {t('install.done')}
          </Button>
        }
      >
        <p>{t('install.iosIntro')}</p>
        <ol className={styles.steps}>
          <li>
            {t('install.iosStep1')} <ShareIcon className={styles.share} size={18} strokeWidth={2} />
          </li>
          <li>{t('install.iosStep2')}</li>
          <li>{t('install.iosStep3')}</li>
        </ol>
      </Modal>
    </Suspense>
  );
}

export function InstallButton() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeInstall, installOffer, () => 'none' as const);
  const [steps, setSteps] = useState(false);
  if (offer === 'none' && !steps) return null;
  return (
    <>
      {offer === 'none' ? null : (
        <button
          type="button"
          className={styles.button}
          aria-label={t('install.label')}
          onClick={() => (offer === 'prompt' ? void promptInstall() : setSteps(true))}
        >
          <DownloadIcon size={18} />
          <span className={styles.text} aria-hidden="true">
            {t('install.button')}
          </span>
        </button>
      )}
      {steps ? <IosSteps onClose={() => setSteps(false)} /> : null}
    </>
  );
}
