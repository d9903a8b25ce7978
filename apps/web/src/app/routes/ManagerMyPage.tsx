import { DoorDutySection } from '../../features/checkin/DoorDutySection';
import { ManagerMyPage as ManagePage } from '../../features/manager-home/routes/ManagerMyPage';

/**
 * /manager/mypage (docs/product.md#screens-manager): the manager-home feature's page with the checkin feature's door
 * duties, so a club manager who volunteers at another club's door finds that show here as a student does on /mypage.
 * Nothing shows when the account keeps no door.
 */
export function ManagerMyPage() {
  return <ManagePage doorDuty={<DoorDutySection />} />;
}
