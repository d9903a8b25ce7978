import { Navigate } from 'react-router';
import { SparkleIcon } from '../../../components/icons';
import { useAppConfig } from '../../../lib/app-config';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { upcomingLaunch, type LaunchInfo } from '../lib/launch';
import styles from './LandingPage.module.css';

/**
 * "/": the pre-launch teaser while the launch date lies ahead, otherwise straight to /main
 * (docs/product.md#screens-public). The date is the server's run-time setting LAUNCH_DATE (GET /api/config →
 * launchDate, YYYY-MM-DD or null), so changing it needs no rebuild. Nothing is shown while it loads; unset, past, or
 * not loadable → /main. Desktop announces the opening month; under 768 px the mobile version's date.
 */
export function LandingPage() {
  const config = useAppConfig();
  if (config.isPending) return null;
  const launch = config.isSuccess ? upcomingLaunch(config.data.launchDate) : null;
  if (!launch) return <Navigate to="/main" replace />;
  return <Teaser launch={launch} />;
}

function Teaser({ launch }: { launch: LaunchInfo }) {
  useDocumentTitle(ko.pages.landing);
  const text = ko.browse.landing;
  return (
    <section className={styles.teaser} aria-labelledby="teaser-title">
      <span className={styles.badge}>
        <SparkleIcon size={16} />
        {text.badge}
      </span>
      <h1 id="teaser-title" className={styles.title}>
        <span className={styles.desktop}>{text.desktopTitle(launch.month)}</span>
        <span className={styles.mobile}>{text.mobileTitle}</span>
      </h1>
      <p className={`${styles.body} ${styles.desktop}`}>{text.desktopBody(launch.month, launch.day)}</p>
      <p className={`${styles.body} ${styles.mobile}`}>
        {text.mobileBody(launch.mobileMonth, launch.mobileDay)}
      </p>
      <p className={`${styles.hint} ${styles.mobile}`}>{text.mobileHint(launch.month, launch.day)}</p>
      <p className={styles.product}>
        {ko.product.name} · {ko.product.tagline}
      </p>
    </section>
  );
}
