import { ApplyButton } from '../../features/applications/ApplyButton';
import { RecruitingDetailPage } from '../../features/browse/routes/RecruitingDetailPage';

/**
 * /recruiting/:recruitingId (docs/product.md#recruiting-applications): the browse feature's recruiting page with the
 * applications feature's button in its apply slot, for a post that takes applications in the portal.
 */
export function RecruitingPage() {
  return (
    <RecruitingDetailPage
      apply={(recruiting, status) => <ApplyButton recruiting={recruiting} status={status} />}
    />
  );
}
