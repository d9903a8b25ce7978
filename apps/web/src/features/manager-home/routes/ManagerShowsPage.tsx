import { useQuery } from '@tanstack/react-query';
import { manageKo } from '../../../text/ko-manage';
import { managerShowsQuery } from '../mypage/api';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { PostsSection } from '../mypage/PostsSection';

const t = manageKo.managerArea.shows;

/** /manager/show: the club's shows; a card leads to /edit/show/{showId}; delete asks first. */
export function ManagerShowsPage() {
  const query = useQuery(managerShowsQuery);
  return (
    <ManagerLayout tabTitle={manageKo.managerArea.tabs.shows}>
      <PostsSection
        query={query}
        lead={t.lead}
        failed={t.loadFailed}
        empty={t.empty}
        editPath={(id) => `/edit/show/${id}`}
        createPath="/show/create"
        createLabel={t.create}
        deletable="show"
        cardLink={{
          to: (id) => `/manager/show/${id}/dashboard`,
          label: manageKo.holderMoney.dashboardLink,
          ariaLabel: manageKo.holderMoney.dashboardLabel,
        }}
      />
    </ManagerLayout>
  );
}
