import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { CompassIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { ko } from '../../../text/ko';

export interface LoadFailureProps {
  error: unknown;
  /** The page's name, its heading while it has no data. */
  pageName: string;
  notFoundTitle: string;
  loadFailedTitle: string;
  /** Body of the load-failure state; null when the title says it all. */
  loadFailedMessage?: string | null;
  onRetry: () => void;
  retrying: boolean;
  /** Where "목록으로" goes from the not-found state. */
  listPath: string;
}

/** A detail page's failure: 404 → a not-found state with a way back; anything else → error with retry. */
export function LoadFailure({
  error,
  pageName,
  notFoundTitle,
  loadFailedTitle,
  loadFailedMessage,
  onRetry,
  retrying,
  listPath,
}: LoadFailureProps) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <section aria-label={pageName}>
      <h1 className="visually-hidden">{pageName}</h1>
      {notFound ? (
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={notFoundTitle}
          description={ko.browse.notFoundHint}
          action={
            <Link to={listPath} className={buttonClassName()}>
              {ko.browse.toList}
            </Link>
          }
        />
      ) : (
        <ErrorState
          title={loadFailedTitle}
          message={loadFailedMessage}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
    </section>
  );
}
