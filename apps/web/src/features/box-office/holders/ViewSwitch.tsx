import { Link } from 'react-router';
import { manageKo } from '../../../text/ko-manage';
import styles from '../../../components/table/ListFilters.module.css';

const v = manageKo.holderMoney.view;

/** 이 회차 / 전체 회차: the schedule's holders, or every schedule of the show together (?view=all). */
export function ViewSwitch({ scheduleId, all }: { scheduleId: string; all: boolean }) {
  const base = `/manager/holder/${scheduleId}`;
  return (
    <nav className={styles.viewSwitch} aria-label={v.label}>
      <Link to={base} className={styles.viewLink} aria-current={all ? undefined : 'page'} replace>
        {v.schedule}
      </Link>
      <Link
        to={`${base}?view=all`}
        className={styles.viewLink}
        aria-current={all ? 'page' : undefined}
        replace
      >
        {v.all}
      </Link>
    </nav>
  );
}
