import { optionalPart } from '../../components/optional-part';
import { DoorDutySection } from '../../features/checkin/DoorDutySection';
import { MyPage as ReservationsMyPage } from '../../features/reservations/routes/MyPage';

// Under the reservations, so their code is fetched as the page renders rather than with the page: it is not on the
// way of the first card's poster on a slow phone (docs/decisions/0018-signed-in-first-load.md). The door duties sit
// above the lists and stay.
const MyClubsSection = optionalPart(
  async () => (await import('../../features/membership/MyClubsSection')).MyClubsSection,
);
const MyApplicationsSection = optionalPart(
  async () => (await import('../../features/applications/MyApplicationsSection')).MyApplicationsSection,
);
const EmailPreferencesSection = optionalPart(
  async () =>
    (await import('../../features/notifications/components/EmailPreferencesSection')).EmailPreferencesSection,
);

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
