/**
 * One tab's content: its remote, loaded when the tab is opened. A remote that
 * fails to load (or throws while rendering) shows an error with Retry inside
 * its tab; the rest of the shell keeps working.
 */
import { Alert, Button, Spin } from 'antd';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadTab } from './remotes';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Tab: ComponentType<{ tabKey: string }> }
  | { status: 'failed' };

class TabErrorBoundary extends Component<
  { children: ReactNode; fallback: (reset: () => void) => ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[admin] tab crashed', error);
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

export function RemoteTab({ tabKey, label }: { tabKey: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadTab(tabKey, attempt > 0).then(
      (Tab) => live && setState({ status: 'ready', Tab }),
      (error: unknown) => {
        console.error(`[admin] remote "${tabKey}" failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [tabKey, attempt]);

  const failure = (onRetry: () => void) => (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="remote-error"
      title={`The ${label} section could not be loaded.`}
      description="Check your connection and try again. The other sections keep working."
      action={
        <Button size="small" danger onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );

  if (state.status === 'failed') return failure(() => setAttempt((n) => n + 1));
  if (state.status === 'loading')
    return (
      <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
        <Spin />
        <div style={{ marginTop: 8, color: '#666' }}>Loading {label}...</div>
      </div>
    );
  const { Tab } = state;
  return (
    <TabErrorBoundary
      key={attempt}
      fallback={(reset) =>
        failure(() => {
          reset();
          setAttempt((n) => n + 1);
        })
      }
    >
      <Tab tabKey={tabKey} />
    </TabErrorBoundary>
  );
}
