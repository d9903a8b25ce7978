import { Navigate } from 'react-router';
import { SparkleIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { upcomingLaunch, type LaunchInfo } from '../lib/launch';
import styles from './LandingPage.module.css';

/**
 * "/": the pre-launch teaser while the launch date (build-time VITE_LAUNCH_DATE, YYYY-MM-DD) lies ahead, otherwise
 * straight to /main (spec 1 §1). Desktop announces the opening month; under 768 px the mobile version's date.
 */
export function LandingPage() {
  const launch = upcomingLaunch(import.meta.env.VITE_LAUNCH_DATE);
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
