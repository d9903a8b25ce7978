import { useQuery } from '@tanstack/react-query';
import { FormLayout } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { LoadError } from '../../../components/LoadError';
import { ko } from '../../../text/ko';
import { managerClubQuery } from '../mypage/api';
import { BackLink } from '../mypage/components/BackLink';
import { managerLoadTexts } from '../mypage/components/QueryStates';
import { ClubForm } from './ClubForm';

const t = ko.managerArea.clubForm;

/**
 * /manager/club/update (docs/product.md#manager-forms): the club's description, required semesters, links and image,
 * loaded from the manager's own club.
 */
export function ClubUpdateScreen() {
  const query = useQuery(managerClubQuery);
  return (
    <FormLayout
      title={ko.pages.managerClubUpdate}
      lead={t.lead}
      back={<BackLink to="/manager/mypage" label={ko.pages.managerMyPage} />}
    >
      {query.isPending ? (
        <FormSkeleton sections={2} />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={managerLoadTexts(t.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          back={{ to: '/manager/mypage', label: ko.pages.managerMyPage }}
        />
      ) : (
        <ClubForm club={query.data} />
      )}
    </FormLayout>
  );
}
