/**
 * A screen of the shell loaded on demand (My account, the setup screen): a spinner while its
 * chunk loads, an error with Reload when it cannot be loaded or crashes.
 */
import { Alert, Button, Spin } from 'antd';
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
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="view-error"
        title="This screen could not be loaded."
        description="Check your connection and reload the page."
        action={
          <Button size="small" danger onClick={() => location.reload()}>
            Reload
          </Button>
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
            <Spin />
          </div>
        }
      >
        {children}
      </Suspense>
    </ViewErrorBoundary>
  );
}
