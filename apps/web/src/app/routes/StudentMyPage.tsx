import { DoorDutySection } from '../../features/checkin/DoorDutySection';
import { MyPage } from '../../features/reservations/routes/MyPage';

/** /mypage: the reservations feature's page with the door duties of a volunteer (checkin feature) above its lists. */
export function StudentMyPage() {
  return <MyPage doorDuty={<DoorDutySection />} />;
}
