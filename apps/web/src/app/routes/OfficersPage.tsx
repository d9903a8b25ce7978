import { HandoverRequests } from '../../features/membership/HandoverRequests';
import { OfficersPage as Page } from '../../features/members/routes/OfficersPage';

/**
 * /manager/members/officers (docs/product.md#officers-and-hand-over): the members feature's page with the membership
 * feature's hand-over requests, so an officer named to another position answers here (their /mypage is closed).
 */
export function OfficersPage() {
  return <Page requests={<HandoverRequests />} />;
}
