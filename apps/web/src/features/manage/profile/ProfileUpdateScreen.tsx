import { useQuery } from '@tanstack/react-query';
import { FormLayout } from '../../../components/form/Field';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { LoadError } from '../../../components/LoadError';
import { ko } from '../../../text/ko';
import { managerProfileQuery } from '../mypage/api';
import { BackLink } from '../mypage/components/BackLink';
import { managerLoadTexts } from '../mypage/components/QueryStates';
import { ProfileForm } from './ProfileForm';

const t = ko.managerArea.profile;

/** /manager/mypage/update (docs/product.md#manager-forms): manager name and phone; the club name is read-only. */
export function ProfileUpdateScreen() {
  const query = useQuery(managerProfileQuery);
  return (
    <FormLayout
      title={ko.pages.managerProfileUpdate}
      lead={t.lead}
      back={<BackLink to="/manager/mypage" label={ko.pages.managerMyPage} />}
    >
      {query.isPending ? (
        <FormSkeleton sections={1} />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={managerLoadTexts(t.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          back={{ to: '/manager/mypage', label: ko.pages.managerMyPage }}
        />
      ) : (
        <ProfileForm profile={query.data} />
      )}
    </FormLayout>
  );
}
