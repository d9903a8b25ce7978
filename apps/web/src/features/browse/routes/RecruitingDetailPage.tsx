import type { RecruitingDetail } from '@moa/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatPeriod } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { useRecruitingDetail } from '../api/get-recruiting-detail';
import { Chip, DetailHeader, DetailLayout, DetailSection, DetailSkeleton } from '../components/DetailLayout';
import { FollowButton } from '../components/FollowButton';
import { ShareButton } from '../components/ShareButton';
import { InfoList } from '../components/InfoList';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { LoadFailure } from '../components/LoadFailure';
import { LockIcon } from '../../../components/icons';
import { Poster } from '../../../components/Poster';
import { SocialLinks } from '../components/SocialLinks';
import { recruitingStatus, type RecruitingStatus } from '../lib/dates';
import { safeHttpUrl } from '../../../lib/links';
import { clubPath } from '../lib/paths';
import styles from './detail.module.css';

/**
 * /recruiting/:recruitingId: poster, links, introduction, info rows and the apply button
 * (docs/product.md#screens-public). A post whose period has ended (모집 마감) offers no way to apply: it says the
 * recruiting is closed. A post that takes applications in the portal shows `apply` instead of the link (the
 * applications feature's button, composed in app/routes/RecruitingPage).
 */
export type ApplySlot = (recruiting: RecruitingDetail, status: RecruitingStatus) => ReactNode;

export function RecruitingDetailPage({ apply }: { apply?: ApplySlot }) {
  const { recruitingId = '' } = useParams();
  const recruiting = useRecruitingDetail(recruitingId);
  useDocumentTitle(recruiting.data?.recruitingTitle ?? ko.pages.recruitingDetail);

  if (recruiting.isPending) return <DetailSkeleton pageName={ko.pages.recruitingDetail} />;
  if (recruiting.isError) {
    return (
      <LoadFailure
        error={recruiting.error}
        pageName={ko.pages.recruitingDetail}
        notFoundTitle={ko.browse.recruitingDetail.notFound}
        loadFailedTitle={ko.browse.recruitingDetail.loadFailed}
        onRetry={() => void recruiting.refetch()}
        retrying={recruiting.isFetching}
        listPath="/recruiting"
      />
    );
  }
  return <RecruitingDetailView recruiting={recruiting.data} apply={apply} />;
}

function RecruitingDetailView({ recruiting, apply }: { recruiting: RecruitingDetail; apply?: ApplySlot }) {
  const text = ko.browse.recruitingDetail;
  const status = recruitingStatus(recruiting.startDate, recruiting.endDate);
  const applyUrl = safeHttpUrl(recruiting.applicationUrl);
  const period = formatPeriod(recruiting.startDate, recruiting.endDate) || recruiting.dates;

  return (
    <DetailLayout
      labelledBy="recruiting-title"
      media={
        <Poster
          src={recruiting.poster}
          alt={ko.browse.posterAlt(recruiting.recruitingTitle)}
          loading="eager"
          fetchPriority="high"
        />
      }
    >
      <DetailHeader
        id="recruiting-title"
        title={recruiting.recruitingTitle}
        chips={
          <>
            <Chip>{ko.browse.recruitingCategories[recruiting.category]}</Chip>
            <Chip tone={status === 'open' ? 'warm' : 'neutral'}>{ko.browse.recruitingStatus[status]}</Chip>
          </>
        }
        subtitle={
          <>
            <Link to={clubPath(recruiting.clubId)} className={styles.clubLink}>
              {recruiting.clubName}
            </Link>
            <FollowButton club={{ clubId: recruiting.clubId, clubName: recruiting.clubName }} />
            <span className={styles.muted}>{period}</span>
          </>
        }
      >
        <SocialLinks urls={recruiting} />
        <ShareButton
          title={recruiting.recruitingTitle}
          description={`${period} · ${recruiting.clubName}`}
          image={recruiting.shareImage}
          path={`/recruiting/${recruiting.recruitingId}`}
        />
        <div className={styles.actions}>
          {recruiting.applicationMode === 'form' && apply ? (
            apply(recruiting, status)
          ) : status === 'closed' ? (
            <p className={`${styles.note} ${styles.closedNote}`}>
              <LockIcon size={18} />
              {text.applyClosed}
            </p>
          ) : applyUrl ? (
            <a
              href={applyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClassName({ block: true })} ${styles.primaryAction}`}
              aria-label={`${text.apply} ${ko.footer.newWindow}`}
            >
              {text.apply}
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M14 5h5v5M19 5l-8 8M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          ) : (
            <p className={styles.note}>{text.applyUnavailable}</p>
          )}
        </div>
      </DetailHeader>

      {recruiting.introductionLetter.trim() ? (
        <DetailSection title={text.intro} id="recruiting-intro">
          <LinkifiedText text={recruiting.introductionLetter} />
        </DetailSection>
      ) : null}

      <DetailSection title={text.info} id="recruiting-info">
        <InfoList
          rows={[
            { label: text.period, value: period },
            { label: text.semesters, value: recruiting.mandatorySemesters },
            { label: text.meetingTime, value: recruiting.meetingTime },
            { label: text.content, value: recruiting.content },
            { label: text.eligibility, value: recruiting.eligibility },
            { label: text.notice, value: recruiting.notice },
            { label: text.contact, value: recruiting.managerInfo },
          ]}
        />
      </DetailSection>
    </DetailLayout>
  );
}
