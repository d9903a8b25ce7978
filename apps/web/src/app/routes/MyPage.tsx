import { MyApplicationsSection } from '../../features/applications/MyApplicationsSection';
import { DoorDutySection } from '../../features/checkin/DoorDutySection';
import { MyClubsSection } from '../../features/membership/MyClubsSection';
import { EmailPreferencesSection } from '../../features/notifications/components/EmailPreferencesSection';
import { MyPage as ReservationsMyPage } from '../../features/reservations/routes/MyPage';

/**
 * /mypage (docs/product.md#screens-student): the reservations feature's my page with a volunteer's door duties
 * (checkin feature) above its lists, the membership feature's 내 동아리 (renewal questions, dues, memberships) and
 * the applications feature's 지원 내역 under the reservations, and the notifications feature's 알림 메일 section in
 * its `mail` slot.
 */
export function MyPage() {
  return (
    <ReservationsMyPage
      doorDuty={<DoorDutySection />}
      sections={
        <>
          <MyClubsSection />
          <MyApplicationsSection />
        </>
      }
      mail={<EmailPreferencesSection />}
    />
  );
}
