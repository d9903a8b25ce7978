import type { ReactNode } from 'react';
import { manageKo } from '../../../text/ko-manage';
import { ManagerLayout } from '../mypage/components/ManagerLayout';
import { SchedulesSection } from '../mypage/SchedulesSection';

/**
 * /manager/mypage: the sidebar and the default tab, reservation holders by schedule. `doorDuty`: the shows whose door
 * this manager keeps for another club (the checkin feature's section, composed in app/routes/ManagerMyPage), at the
 * top where a volunteer on the night finds it first.
 */
export function ManagerMyPage({ doorDuty = null }: { doorDuty?: ReactNode } = {}) {
  return (
    <ManagerLayout tabTitle={manageKo.managerArea.tabs.holders} lead={doorDuty}>
      <SchedulesSection />
    </ManagerLayout>
  );
}
