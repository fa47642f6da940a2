/**
 * Catches a page that failed to render or whose code could not be loaded (offline, or a new
 * version replaced its file) and offers Try again (a reload) instead of a blank screen. It wraps
 * the page inside its frame, so the header and menus stay. Moving to another page tries again
 * without remounting what is inside.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadState } from './load-state';

type Props = { message: string; resetKey: string; children: ReactNode };
type State = { failed: boolean; key: string };

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadState loading={false} error={this.props.message} onRetry={() => window.location.reload()} />;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Boundary resetKey={pathname} message={ready ? t('errors.network') : 'Network error.'}>
      {children}
    </Boundary>
  );
}
