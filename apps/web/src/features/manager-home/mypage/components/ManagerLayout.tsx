import { type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClassName } from '../../../../components/Button';
import { ChevronRightIcon, MailIcon, PhoneIcon, UserIcon } from '../../../../components/icons';
import { Skeleton } from '../../../../components/Skeleton';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useFlash } from '../../../../lib/flash';
import { formatPhone } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { ko } from '../../../../text/ko';
import { manageKo } from '../../../../text/ko-manage';
import { describeError } from '../../../../lib/api-errors';
import { useManagerProfile } from '../api';
import { CancelRequestsBadge } from './CancelRequestsBadge';
import { managerLoadTexts } from './QueryStates';
import styles from './ManagerLayout.module.css';
import { StatusBanner } from '../../../../components/StatusBanner';
import { Poster } from '../../../../components/Poster';
import { membersKo } from '../../../../text/ko-members';

const t = manageKo.managerArea;

export const MANAGER_TABS = [
  { to: '/manager/mypage', label: t.tabs.holders },
  { to: '/manager/show', label: t.tabs.shows },
  { to: '/manager/entertain', label: t.tabs.entertains },
  { to: '/manager/recruiting', label: t.tabs.recruitings },
] as const;

function Sidebar() {
  const profile = useManagerProfile();
  const { user } = useSession();
  const clubId = user?.clubId ?? null;

  if (profile.isPending) {
    return (
      <div className={styles.sidebarInner} role="status" aria-live="polite">
        <span className="visually-hidden">{ko.common.loading}</span>
        <Skeleton className={styles.posterSkeleton} height="auto" radius="var(--radius-lg)" />
        <Skeleton width="70%" height={24} />
        <Skeleton width="50%" height={16} />
        <Skeleton width="60%" height={16} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={styles.sidebarInner}>
        <div className={styles.sidebarError} role="alert">
          <p>{describeError(profile.error, managerLoadTexts(t.sidebar.loadFailed)).message}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {ko.common.retry}
          </Button>
        </div>
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className={styles.sidebarInner}>
      <div className={styles.clubHead}>
        <Poster
          iconSize={28}
          src={data.clubPoster}
          alt={t.sidebar.posterAlt(data.clubName)}
          shape="square"
          loading="eager"
          className={styles.poster}
        />
        <div className={styles.clubText}>
          <span className={styles.badge}>{ko.header.clubBadge}</span>
          <p className={styles.clubName}>{data.clubName}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <UserIcon size={18} />
            <span className="visually-hidden">{t.sidebar.manager}</span>
          </dt>
          <dd>{data.name || '-'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <PhoneIcon size={18} />
            <span className="visually-hidden">{t.sidebar.phone}</span>
          </dt>
          <dd>{data.phoneNumber ? formatPhone(data.phoneNumber) : '-'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <MailIcon size={18} />
            <span className="visually-hidden">{t.sidebar.email}</span>
          </dt>
          <dd className={styles.email}>{data.email}</dd>
        </div>
      </dl>
      <div className={styles.sidebarActions}>
        <Link to="/manager/mypage/update" className={buttonClassName({ variant: 'secondary', block: true })}>
          {t.sidebar.editProfile}
        </Link>
        <Link to="/manager/club/update" className={buttonClassName({ variant: 'secondary', block: true })}>
          {t.sidebar.editClub}
        </Link>
        <Link to="/manager/members" className={buttonClassName({ variant: 'secondary', block: true })}>
          {membersKo.link}
        </Link>
        <Link to="/manager/halls" className={buttonClassName({ variant: 'secondary', block: true })}>
          {t.sidebar.halls}
        </Link>
        {clubId !== null ? (
          <Link to={`/manager/club/${clubId}`} className={styles.viewClub}>
            {t.sidebar.viewClub}
            <ChevronRightIcon size={18} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export interface ManagerLayoutProps {
  /** The open tab's name, for the document title. */
  tabTitle: string;
  /** Above the sidebar and the tabs, on narrow screens too (the my-page's door duties). */
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * /manager/mypage and its tabs (docs/product.md#screens-manager): the sidebar with the club and manager, and four
 * tabs that are routes; 예매자 관리 carries the count of cancel requests waiting. On narrow screens the sidebar stacks
 * above the tabs.
 */
export function ManagerLayout({ tabTitle, lead = null, children }: ManagerLayoutProps) {
  useDocumentTitle(`${tabTitle} · ${ko.pages.managerMyPage}`);
  const [flash, clearFlash] = useFlash();
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        {ko.pages.managerMyPage}
      </h1>
      <StatusBanner message={flash} onDismiss={clearFlash} />
      {lead}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t.sidebar.label}>
          <Sidebar />
        </aside>
        <section className={styles.content} aria-labelledby="manager-tab-heading">
          <nav aria-label={t.tabs.label} className={styles.tabsNav}>
            <ul className={styles.tabs}>
              {MANAGER_TABS.map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end
                    className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
                  >
                    {tab.label}
                    {tab.to === '/manager/mypage' ? <CancelRequestsBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <h2 id="manager-tab-heading" className="visually-hidden">
            {tabTitle}
          </h2>
          <div className={styles.panel}>{children}</div>
        </section>
      </div>
    </div>
  );
}
