import { APP_REGISTRY, Button, Spinner, type RemoteAppModule, type RemoteName } from '@careerforge/shared';
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RemoteTimeoutError, loadRemoteApp } from './loadRemoteApp';
import { resetRemote } from './remoteRegistry';
import './RemoteRoutes.css';

/** What the remote is, for the person reading the spinner or the fallback. */
function labelOf(name: RemoteName): string {
  return APP_REGISTRY.remotes[name].label;
}

/** Each remote's `./App` once asked for, loading or loaded. A failure is never kept. */
const remoteAppLoads = new Map<RemoteName, Promise<RemoteAppModule>>();

/**
 * Starts loading a remote's `./App` unless it is loading or loaded already: called before its route
 * is rendered (warmRemotes), the route then finds the code there or on its way.
 */
export function startRemoteAppLoad(name: RemoteName): Promise<RemoteAppModule> {
  let load = remoteAppLoads.get(name);
  if (!load) {
    load = loadRemoteApp(name);
    // A load started ahead of its route may fail with nobody waiting: forgotten, it is tried again.
    load.catch(() => remoteAppLoads.delete(name));
    remoteAppLoads.set(name, load);
  }
  return load;
}

/** Loaded remotes, so revisiting a route renders at once. A failure is never kept. */
const remoteApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRemoteApp(name: RemoteName): LazyExoticComponent<ComponentType> {
  let app = remoteApps.get(name);
  if (!app) {
    app = lazy(() =>
      startRemoteAppLoad(name).catch((error: unknown) => {
        remoteApps.delete(name);
        throw error;
      }),
    );
    remoteApps.set(name, app);
  }
  return app;
}

class RemoteLoadBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemoteUnavailable({ name, error, onRetry }: { name: RemoteName; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="remote-unavailable">
      <p className="remote-unavailable__title">This part of CareerForge is unavailable right now.</p>
      <p className="remote-unavailable__remote">
        {labelOf(name)} (<code>{name}</code>)
      </p>
      <details className="remote-unavailable__details">
        <summary>Details</summary>
        <p>{error.message}</p>
      </details>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

/**
 * Renders a remote's `./App` (its own routes), loading it on first use. If the remote is down or
 * too slow, only this page shows a fallback with Retry; the rest of the site keeps working.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt needs a new lazy component: React.lazy remembers a failure forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for the new one
  const RemoteApp = useMemo(() => lazyRemoteApp(name), [name, attempt]);

  function retry(error: Error) {
    if (error instanceof RemoteTimeoutError) resetRemote(name);
    setAttempt((count) => count + 1);
  }

  return (
    <RemoteLoadBoundary
      key={attempt}
      fallback={(error) => <RemoteUnavailable name={name} error={error} onRetry={() => retry(error)} />}
    >
      <Suspense
        fallback={
          <div className="remote-loading">
            <Spinner label={`Loading ${labelOf(name)}…`} />
          </div>
        }
      >
        <RemoteApp />
      </Suspense>
    </RemoteLoadBoundary>
  );
}
