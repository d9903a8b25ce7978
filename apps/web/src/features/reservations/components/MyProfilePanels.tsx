import { isEmptyStudentId, type StudentProfile } from '@moa/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { LogoutIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { studentKo } from '../../../text/ko-student';
import styles from '../routes/MyPage.module.css';

const text = studentKo.myPage;

function ProfileSkeleton() {
  return (
    <div className={styles.skeletonRows} aria-hidden="true">
      <Skeleton width="45%" height={18} />
      <Skeleton width="60%" height={18} />
      <Skeleton width="55%" height={18} />
    </div>
  );
}

function NotSet() {
  return <span className={styles.notSet}>{text.notSet}</span>;
}

/** The my-page's side column: the login account with 로그아웃, and 내 정보 with 수정 (입력되지 않음 when empty). */
export function MyProfilePanels({
  profile,
  email,
  onLogout,
}: {
  profile: UseQueryResult<StudentProfile>;
  email: string;
  onLogout: () => void;
}) {
  return (
    <div className={styles.side}>
      <section className={styles.panel} aria-labelledby="mypage-account">
        <h2 id="mypage-account" className={styles.panelTitle}>
          {text.accountTitle}
        </h2>
        <div className={styles.accountRow}>
          <div className={styles.accountText}>
            <span className={styles.label}>{text.email}</span>
            <span className={styles.email}>{email || (profile.isPending ? '…' : '')}</span>
          </div>
          <Button variant="secondary" size="small" onClick={onLogout}>
            <LogoutIcon size={16} />
            {text.logout}
          </Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="mypage-profile">
        <div className={styles.panelHead}>
          <h2 id="mypage-profile" className={styles.panelTitle}>
            {text.profileTitle}
          </h2>
          <Link
            to="/mypage/update"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            aria-label={text.editProfile}
          >
            {text.edit}
          </Link>
        </div>
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <ErrorState
            title={text.userLoadFailed}
            message={null}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <dl className={styles.profile}>
            <div className={styles.profileRow}>
              <dt>{text.name}</dt>
              <dd>{profile.data.name || <NotSet />}</dd>
            </div>
            <div className={styles.profileRow}>
              <dt>{text.studentId}</dt>
              <dd>{isEmptyStudentId(profile.data.studentId) ? <NotSet /> : profile.data.studentId}</dd>
            </div>
            <div className={styles.profileRow}>
              <dt>{text.phone}</dt>
              <dd>{profile.data.phoneNumber || <NotSet />}</dd>
            </div>
            {profile.data.department ? (
              <div className={styles.profileRow}>
                <dt>{text.department}</dt>
                <dd>{profile.data.department}</dd>
              </div>
            ) : null}
            {profile.data.schoolYear ? (
              <div className={styles.profileRow}>
                <dt>{text.schoolYear}</dt>
                <dd>{text.schoolYearValue(profile.data.schoolYear)}</dd>
              </div>
            ) : null}
          </dl>
        )}
      </section>
    </div>
  );
}
