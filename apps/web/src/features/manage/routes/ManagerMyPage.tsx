import { ko } from '../../../text/ko';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { SessionsSection } from '../mypage/SessionsSection';

/** /manager/mypage: the sidebar and the default tab, reservation holders by session. */
export function ManagerMyPage() {
  return (
    <ManagerLayout tabTitle={ko.managerArea.tabs.holders}>
      <SessionsSection />
    </ManagerLayout>
  );
}
