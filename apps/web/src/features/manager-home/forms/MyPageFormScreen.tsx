import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormLayout } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { LoadError } from '../../../components/LoadError';
import { ko } from '../../../text/ko';
import { BackLink } from '../../../components/BackLink';
import { managerLoadTexts } from '../mypage/components/QueryStates';

const MYPAGE = { to: '/manager/mypage', label: ko.pages.managerMyPage };

/**
 * The body the manager's own settings pages share (/manager/club/update, /manager/mypage/update): the heading with
 * a link back to /manager/mypage, a skeleton while the record loads, its load error (with the same way back), then
 * the form.
 */
export function MyPageFormScreen<T>({
  title,
  lead,
  query,
  sections,
  loadFailed,
  children,
}: {
  title: string;
  lead: string;
  query: UseQueryResult<T>;
  /** The skeleton's number of sections. */
  sections: number;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <FormLayout title={title} lead={lead} back={<BackLink to={MYPAGE.to} label={MYPAGE.label} />}>
      {query.isPending ? (
        <FormSkeleton sections={sections} />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={managerLoadTexts(loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          back={MYPAGE}
        />
      ) : (
        children(query.data)
      )}
    </FormLayout>
  );
}
