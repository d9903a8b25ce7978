import { MyApplicationsSection } from '../../features/applications/MyApplicationsSection';
import { MyPage } from '../../features/reservations/routes/MyPage';

/** /mypage: the reservations feature's page with the applications feature's 지원 내역 under the reservations. */
export function StudentMyPage() {
  return <MyPage sections={<MyApplicationsSection />} />;
}
