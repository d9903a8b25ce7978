import { useQuery } from '@tanstack/react-query';
import { applicationsKo } from '../../../text/ko-applications';
import { manageKo } from '../../../text/ko-manage';
import { managerRecruitingsQuery } from '../mypage/api';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { PostsSection } from '../mypage/PostsSection';

const t = manageKo.managerArea.recruitings;

/**
 * /manager/recruiting: the club's recruiting posts; a card leads to /edit/recruiting/{recruitingId}, and its 지원자
 * 관리 to the post's applicants.
 */
export function ManagerRecruitingsPage() {
  const query = useQuery(managerRecruitingsQuery);
  return (
    <ManagerLayout tabTitle={manageKo.managerArea.tabs.recruitings}>
      <PostsSection
        query={query}
        lead={t.lead}
        failed={t.loadFailed}
        empty={t.empty}
        editPath={(id) => `/edit/recruiting/${id}`}
        createPath="/recruiting/create"
        createLabel={t.create}
        cardLink={{
          to: (id) => `/manager/recruiting/${id}/applications`,
          label: applicationsKo.review.title,
          ariaLabel: applicationsKo.review.cardLabel,
        }}
      />
    </ManagerLayout>
  );
}
