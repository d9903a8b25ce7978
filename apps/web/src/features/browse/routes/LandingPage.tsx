import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { ko } from '../../../text/ko';

/** / (teaser, not routed yet) */
export function LandingPage() {
  return <PagePlaceholder title={ko.pages.landing} />;
}
