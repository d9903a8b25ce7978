import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { unionsKo } from '../../../text/ko-unions';
import { ChevronRightIcon } from '../../../components/icons';
import styles from '../admin.module.css';
import { AuditSection } from '../components/AuditSection';
import { ClubsSection } from '../components/ClubsSection';
import { ManagersSection } from '../components/ManagersSection';

const TABS = ['clubs', 'managers', 'audit'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * /admin, the administrator's console (ROLE_ADMIN; guarded in app/router): clubs, club-manager grants and the
 * audit log, one tab each (?tab=clubs|managers|audit, so a tab can be linked and survives a reload).
 */
export function AdminPage() {
  useDocumentTitle(ko.pages.admin);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'clubs';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (next: Tab, focus = false) => {
    if (next !== tab) setParams(next === 'clubs' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target]!, true);
  };

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <header className={styles.header}>
        <div>
          <h1 id="page-heading" className={styles.heading}>
            {ko.pages.admin}
          </h1>
          <p className={styles.lead}>{manageKo.admin.lead}</p>
        </div>
        {user ? <p className={styles.me}>{user.email}</p> : null}
      </header>

      <nav aria-label={unionsKo.navLabel} className={styles.consoleNav}>
        <Link to="/admin/unions" className={styles.consoleLink}>
          <span className={styles.consoleLinkTitle}>{unionsKo.link}</span>
          <span className={styles.consoleLinkHint}>{unionsKo.linkHint}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </nav>

      <div role="tablist" aria-label={manageKo.admin.tabsLabel} className={styles.tabs}>
        {TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`admin-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            className={`${styles.tab} ${tab === value ? styles.tabActive : ''}`}
            onClick={() => select(value)}
            onKeyDown={onKeyDown}
          >
            {manageKo.admin.tabs[value]}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`admin-panel-${tab}`}
        aria-labelledby={`admin-tab-${tab}`}
        className={styles.panel}
      >
        <h2 className="visually-hidden">{manageKo.admin.tabs[tab]}</h2>
        {tab === 'clubs' ? <ClubsSection /> : tab === 'managers' ? <ManagersSection /> : <AuditSection />}
      </div>
    </section>
  );
}
