import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { describeError } from '../../lib/api-errors';
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
 * errorElement of the routes: a thrown 404 (the router's, or a call's that no screen caught) shows the not-found page,
 * anything else an error with reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error)
    ? error.status === 404
    : describeError(error).reaction === 'notFound';
  if (notFound) return <NotFoundPage />;
  return <UnexpectedError />;
}
