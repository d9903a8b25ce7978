import { useQuery } from '@tanstack/react-query';
import { manageKo } from '../../../text/ko-manage';
import { managerEntertainsQuery } from '../mypage/api';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { PostsSection } from '../mypage/PostsSection';

const t = manageKo.managerArea.entertains;

/** /manager/entertain: the club's events; a card leads to /edit/entertain/{entertainId}. */
export function ManagerEntertainsPage() {
  const query = useQuery(managerEntertainsQuery);
  return (
    <ManagerLayout tabTitle={manageKo.managerArea.tabs.entertains}>
      <PostsSection
        query={query}
        lead={t.lead}
        failed={t.loadFailed}
        empty={t.empty}
        editPath={(id) => `/edit/entertain/${id}`}
        createPath="/entertain/create"
        createLabel={t.create}
        deletable="entertain"
      />
    </ManagerLayout>
  );
}
