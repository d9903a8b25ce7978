import { useQuery } from '@tanstack/react-query';
import { ko } from '../../../text/ko';
import { managerShowsQuery } from '../mypage/api';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { PostsSection } from '../mypage/PostsSection';

const t = ko.managerArea.shows;

/** /manager/show: the club's shows; a card leads to /edit/show/{showId}; delete asks first. */
export function ManagerShowsPage() {
  const query = useQuery(managerShowsQuery);
  return (
    <ManagerLayout tabTitle={ko.managerArea.tabs.shows}>
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
          label: ko.holderMoney.dashboardLink,
          ariaLabel: ko.holderMoney.dashboardLabel,
        }}
      />
    </ManagerLayout>
  );
}
