/**
 * A screen of the shell loaded on demand (the dashboard, My account, the setup screen, "Forgot
 * password?"): a spinner while its chunk loads, an error with Reload when it cannot be loaded or
 * crashes. Plain controls: it shows before antd is loaded.
 */
import { PlainAlert, PlainButton, PlainSpinner } from '@kavach/admin-shared/core';
import { Component, Suspense, type ReactNode } from 'react';

class ViewErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[admin] screen failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PlainAlert
        type="error"
        role="alert"
        testId="view-error"
        title="This screen could not be loaded."
        detail={
          <>
            Check your connection and reload the page.{' '}
            <PlainButton kind="link" onClick={() => location.reload()}>
              Reload
            </PlainButton>
          </>
        }
      />
    );
  }
}

export function LazyView({ children }: { children: ReactNode }) {
  return (
    <ViewErrorBoundary>
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
            <PlainSpinner />
          </div>
        }
      >
        {children}
      </Suspense>
    </ViewErrorBoundary>
  );
}
