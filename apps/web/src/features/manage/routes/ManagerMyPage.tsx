import { ko } from '../../../text/ko';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { SessionsTab } from '../mypage/SessionsTab';

/** /manager/mypage: the sidebar and the default tab, reservation holders by session. */
export function ManagerMyPage() {
  return (
    <ManagerLayout tabTitle={ko.managerArea.tabs.holders}>
      <SessionsTab />
    </ManagerLayout>
  );
}
