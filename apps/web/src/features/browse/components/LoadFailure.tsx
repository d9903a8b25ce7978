import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CompassIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { describeError } from '../../../lib/api-errors';
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

/**
 * A public detail page's failure: a missing record is a not-found state with the way back to the list; anything else
 * is the error table's (lib/api-errors.ts), in the page's own words, with a retry where one can help.
 */
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
  const notFound = describeError(error).reaction === 'notFound';
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
        <LoadError
          error={error}
          texts={{ failed: loadFailedTitle, refused: loadFailedTitle }}
          message={loadFailedMessage}
          back={{ to: listPath, label: ko.browse.toList }}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
    </section>
  );
}
