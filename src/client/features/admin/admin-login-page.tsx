/**
 * /login: the back office's sign-in. The button stays disabled while a field is empty; the demo
 * credentials are shown (and can be filled in with one tap); a wrong password or a customer account
 * gives 'Invalid admin credentials'; success stores the admin session and goes to /admin (or back to
 * the admin page that sent the user here).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { LanguageMenu } from '../../components/language-menu';
import { ApiCallError, call } from '../../lib/api';
import { adminToken, saveAdminSession, storedAdmin } from '../../lib/session';
import { toast } from '../../lib/toast';
import linkStyles from '../accounts/accounts.module.css';
import { ForgotPasswordLink } from '../accounts/forgot-password-dialog';
import styles from './admin-login-page.module.css';

const DEMO = [
  { role: 'demoSuper', username: 'admin', password: 'admin123' },
  { role: 'demoStaff', username: 'frontdesk', password: 'frontdesk123' },
] as const;

function loginError(e: unknown, invalid: string, failed: string): string {
  if (!(e instanceof ApiCallError)) return failed;
  if (e.status === 401 || e.status === 403 || e.status === 400) return invalid;
  return e.hasMessage ? e.message : failed;
}

/** Where to go after signing in: the admin page that asked for it, else the dashboard. */
function target(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from?.startsWith('/admin') ? from : '/admin';
}

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = t('login.docTitle');
  }, [t]);
  // the demo credentials only while they still work (never with SEED_DEMO=false)
  const [showDemo, setShowDemo] = useState(false);
  useEffect(() => {
    call('signInOptions').then(
      (o) => setShowDemo(o.demo_credentials),
      () => setShowDemo(false),
    );
  }, []);

  if (storedAdmin() && adminToken()) return <Navigate to="/admin" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = await call('adminLogin', { username: username.trim(), password });
      saveAdminSession(session);
      toast.success(t('login.welcome', { name: session.full_name }));
      navigate(target(location.state), { replace: true });
    } catch (err) {
      const text = loginError(err, t('login.invalid'), t('login.failed'));
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <span className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            T
          </span>
          {t('brand.name')} <span className={styles.brandSub}>{t('brand.backOffice')}</span>
        </span>
        <LanguageMenu />
      </header>
      <main id="main" className={styles.main}>
        <form className={styles.card} onSubmit={submit} noValidate>
          <h1 className={styles.title}>{t('login.title')}</h1>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
          <div className={styles.passwordRow}>
            <TextField
              label={t('login.password')}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              // while Sign in is busy (disabled) focus waits here, where a wrong password is retyped
              data-focus-successor
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              error={error}
            />
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          </div>
          <Button type="submit" size="lg" block busy={busy} disabled={!username.trim() || !password}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
          {showDemo ? (
            <section className={styles.demo} aria-labelledby="demo-title">
              <h2 id="demo-title" className={styles.demoTitle}>
                {t('login.demoTitle')}
              </h2>
              <ul className={styles.demoList}>
                {DEMO.map((d) => (
                  <li key={d.username} className={styles.demoItem}>
                    <span className={styles.demoWho}>
                      <span className={styles.demoRole}>{t(`login.${d.role}`)}</span>
                      <code>
                        {d.username} / {d.password}
                      </code>
                    </span>
                    <button
                      type="button"
                      className={styles.demoUse}
                      aria-label={t('login.useDemoLabel', { role: t(`login.${d.role}`) })}
                      onClick={() => {
                        setUsername(d.username);
                        setPassword(d.password);
                        setError(null);
                      }}
                    >
                      {t('login.useDemo')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </form>
        <ForgotPasswordLink className={linkStyles.linkButton} />
        <Link to="/" className={styles.back}>
          ← {t('login.backToSite')}
        </Link>
      </main>
    </div>
  );
}
