import { MyApplicationsSection } from '../../features/applications/MyApplicationsSection';
import { DoorDutySection } from '../../features/checkin/DoorDutySection';
import { EmailPreferencesSection } from '../../features/notifications/components/EmailPreferencesSection';
import { MyPage as ReservationsMyPage } from '../../features/reservations/routes/MyPage';

/**
 * /mypage (docs/product.md#screens-student): the reservations feature's my page with a volunteer's door duties
 * (checkin feature) above its lists, the applications feature's 지원 내역 under the reservations, and the
 * notifications feature's 알림 메일 section in its `mail` slot.
 */
export function MyPage() {
  return (
    <ReservationsMyPage
      doorDuty={<DoorDutySection />}
      sections={<MyApplicationsSection />}
      mail={<EmailPreferencesSection />}
    />
  );
}
