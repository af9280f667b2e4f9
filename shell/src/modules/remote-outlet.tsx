import { makeStyles, Spinner } from '@fluentui/react-components';
import { useCommonTranslation } from '@portal/shared/core';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { mountRootParcel, type Parcel } from 'single-spa';
import { loadRemoteApp, ModuleLoadError, prefetchOtherRemotes } from './federation';
import type { ModuleEntry } from './module-manifest';
import { ModuleUnavailable } from './module-unavailable';

const useStyles = makeStyles({
  outlet: { position: 'relative' },
  // Over the content area, out of its flow (issue 29.1): the remote renders its page into the host before its mount
  // promise settles; a spinner in the flow above the host stood there in the meantime and, when it went, pulled the
  // whole page up by its height (a layout shift of the page on every cold load).
  loading: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, insetInlineEnd: 0, padding: '48px' },
});

type Status = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; detail: string };

/**
 * Mounts a remote's single-spa lifecycles as a parcel into the content area. The remote keeps its own
 * React root and routes; it gets the shell's location and navigator, so there is one browser history.
 */
export function RemoteOutlet({ module }: { module: ModuleEntry }) {
  const { t } = useCommonTranslation();
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ location, navigator });
  latest.current = { location, navigator };

  useEffect(() => {
    let cancelled = false;
    setStatus({ kind: 'loading' });
    const domElement = document.createElement('div');
    domElement.dataset.module = module.name;
    host.current?.appendChild(domElement);
    element.current = domElement;
    loadRemoteApp(module, attempt > 0)
      .then((lifecycles) => {
        if (cancelled) return;
        const mounted = mountRootParcel(lifecycles as never, {
          domElement,
          moduleName: module.name,
          ...latest.current,
        });
        parcel.current = mounted;
        return mounted.mountPromise.then(() => {
          if (!cancelled) setStatus({ kind: 'mounted' });
          prefetchOtherRemotes(module);
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(`[modules] ${module.name} unavailable`, error);
        setStatus({ kind: 'failed', detail: error instanceof ModuleLoadError ? error.message : '' });
      });
    return () => {
      cancelled = true;
      const current = parcel.current;
      parcel.current = null;
      if (current && current.getStatus() === 'MOUNTED') {
        void current.unmount().finally(() => domElement.remove());
      } else {
        domElement.remove();
      }
    };
  }, [module, attempt]);

  // Route changes inside the module re-render the remote instead of remounting it.
  useEffect(() => {
    const current = parcel.current;
    if (current?.update && current.getStatus() === 'MOUNTED') {
      void current.update({ domElement: element.current, moduleName: module.name, location, navigator } as never);
    }
  }, [location, navigator, module.name]);

  return (
    <div className={styles.outlet}>
      {status.kind === 'loading' ? <Spinner label={t('module.loading')} className={styles.loading} /> : null}
      {status.kind === 'failed' ? (
        <ModuleUnavailable
          moduleName={module.name}
          titleKey={module.titleKey}
          detail={status.detail}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      <div ref={host} hidden={status.kind === 'failed'} />
    </div>
  );
}
