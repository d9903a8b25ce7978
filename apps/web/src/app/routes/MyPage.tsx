import { EmailPreferencesSection } from '../../features/notifications/components/EmailPreferencesSection';
import { MyPage as ReservationsMyPage } from '../../features/reservations/routes/MyPage';

/**
 * /mypage (docs/product.md#screens-student): the reservations feature's my page with the notifications feature's
 * 알림 메일 section in its `mail` slot.
 */
export function MyPage() {
  return <ReservationsMyPage mail={<EmailPreferencesSection />} />;
}
