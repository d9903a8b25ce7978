import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { ApiError, checkServerReachable, reportServerDown } from '../../lib/api-client';
import { describeError } from '../../lib/api-errors';
import { isChunkLoadError } from '../../lib/chunk-load';
import { useDocumentTitle } from '../../lib/document-title';
import { ko } from '../../text/ko';
import { NotFoundPage } from './NotFoundPage';
import styles from './RouteErrorPage.module.css';

function UnexpectedError() {
  useDocumentTitle(ko.routeError.title);
  return (
    <div className={styles.page}>
      <ErrorState
        title={ko.routeError.title}
        message={ko.routeError.body}
        retryLabel={ko.routeError.reload}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}

/**
 * A screen's code failed to load. With the server unreachable this is the server being down, as for a failed call:
 * the server-down modal opens (its retry reloads the page once the server answers). With the server up (a deploy
 * replaced the code meanwhile), the error with reload.
 */
function ChunkLoadFailed({ error }: { error: Error }) {
  const [serverUp, setServerUp] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void checkServerReachable().then((up) => {
      if (!live) return;
      setServerUp(up);
      if (!up) {
        reportServerDown(
          new ApiError({
            status: 0,
            code: 'NETWORK_ERROR',
            message: error.message,
            path: window.location.pathname,
            cause: error,
          }),
        );
      }
    });
    return () => {
      live = false;
    };
  }, [error]);
  if (serverUp === null) return <div className={styles.page} aria-busy="true" />;
  if (!serverUp) return <ServerUnreachable />;
  return <UnexpectedError />;
}

/** Under the server-down modal: what it says, with a reload, for when the modal is closed. */
function ServerUnreachable() {
  useDocumentTitle(ko.serverDown.network.title);
  return (
    <div className={styles.page}>
      <ErrorState
        title={ko.serverDown.network.title}
        message={ko.serverDown.network.body}
        retryLabel={ko.routeError.reload}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}

/**
 * errorElement of the routes: a thrown 404 (the router's, or a call's that no screen caught) shows the not-found page,
 * a screen's code that could not load while the server is unreachable the server-down modal, anything else an error
 * with reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error)
    ? error.status === 404
    : describeError(error).reaction === 'notFound';
  if (notFound) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadFailed error={error as Error} />;
  return <UnexpectedError />;
}
