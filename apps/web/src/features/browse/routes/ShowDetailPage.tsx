import type { ShowDetail } from '@moa/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { BackIcon } from '../../../components/icons';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useGoBack } from '../../../lib/go-back';
import { formatPeriod, formatRuntime } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { useShowDetail } from '../api/get-show-detail';
import { Chip, DetailHeader, DetailLayout, DetailSection, DetailSkeleton } from '../components/DetailLayout';
import { FollowButton } from '../components/FollowButton';
import { ShareButton } from '../components/ShareButton';
import { InfoList } from '../components/InfoList';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { Poster } from '../../../components/Poster';
import { clubPath } from '../lib/paths';
import styles from './detail.module.css';

/**
 * A show that failed to load (docs/product.md#error-messages, "show detail"): the error table in the show's own words
 * (a lost sign-in also offers 로그인), and unlike other pages always a retry and the way back.
 */
function showFailure(error: unknown): { message: string; login: boolean } {
  const text = ko.browse.showDetail;
  const outcome = describeError(error, {
    unauthorized: text.unauthorized,
    forbidden: text.forbidden,
    notFound: text.notFound,
    failed: text.loadFailed,
    refused: text.loadFailed,
  });
  return { message: outcome.message, login: outcome.reaction === 'signIn' };
}

function BackButton() {
  const goBack = useGoBack();
  return (
    <button type="button" className={styles.backButton} onClick={goBack}>
      <BackIcon size={20} strokeWidth={2} />
      {ko.common.back}
    </button>
  );
}

export interface ShowDetailPageProps {
  /**
   * The reservation area under the 회차 선택 heading — schedules, ticket count, total, 예매하기 and every "nothing
   * to book" note — composed in by the app (app/routes/ShowPage: the reservations feature's panel).
   */
  reservation: (show: ShowDetail) => ReactNode;
}

/**
 * /show/:showId (docs/product.md#screens-public): back button, poster, the show's information and its introduction and notice; the
 * reservation area is the `reservation` slot.
 */
export function ShowDetailPage({ reservation }: ShowDetailPageProps) {
  const { showId = '' } = useParams();
  const show = useShowDetail(showId);
  const goBack = useGoBack();
  useDocumentTitle(show.data?.showName ?? ko.pages.showDetail);

  if (show.isPending) return <DetailSkeleton pageName={ko.pages.showDetail} />;
  if (show.isError) {
    const { message, login } = showFailure(show.error);
    return (
      <section aria-label={ko.pages.showDetail}>
        <h1 className="visually-hidden">{ko.pages.showDetail}</h1>
        <ErrorState
          title={message}
          message={null}
          onRetry={() => void show.refetch()}
          retrying={show.isFetching}
          actions={
            <>
              <Button variant="secondary" onClick={goBack}>
                {ko.common.back}
              </Button>
              {login ? (
                <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
                  {ko.browse.showDetail.login}
                </Link>
              ) : null}
            </>
          }
        />
      </section>
    );
  }
  return <ShowDetailView show={show.data} reservation={reservation} />;
}

function ShowDetailView({ show, reservation }: { show: ShowDetail } & ShowDetailPageProps) {
  const text = ko.browse.showDetail;
  const period = formatPeriod(show.startDate, show.endDate);
  const contact = [show.manager, show.managerPhoneNumber].filter((part) => part.trim()).join(' ');

  return (
    <DetailLayout
      labelledBy="show-title"
      top={<BackButton />}
      media={
        <Poster
          src={show.photo}
          alt={ko.browse.posterAlt(show.showName)}
          loading="eager"
          fetchPriority="high"
        />
      }
    >
      <DetailHeader
        id="show-title"
        title={show.showName}
        chips={
          <>
            <Chip>{ko.browse.attractionCategories.performance}</Chip>
            {show.earlyBird ? <Chip tone="warm">{text.earlyBird}</Chip> : null}
          </>
        }
        subtitle={
          <>
            <Link to={clubPath(show.clubId)} className={styles.clubLink}>
              {show.clubName}
            </Link>
            <FollowButton club={{ clubId: show.clubId, clubName: show.clubName }} />
            <span className={styles.muted}>{period}</span>
          </>
        }
      >
        <ShareButton
          title={show.showName}
          description={`${period} · ${show.clubName}`}
          image={show.shareImage}
          path={`/show/${show.showId}`}
        />
      </DetailHeader>

      <DetailSection title={text.info} id="show-info">
        <InfoList
          rows={[
            { label: text.club, value: show.clubName },
            { label: text.runtime, value: show.runtime > 0 ? formatRuntime(show.runtime) : '' },
            { label: text.period, value: period },
            { label: text.location, value: show.location },
            { label: text.contact, value: contact },
          ]}
        />
      </DetailSection>

      <DetailSection title={text.schedules} id="show-schedules">
        {reservation(show)}
      </DetailSection>

      {show.introductionLetter.trim() ? (
        <DetailSection title={text.intro} id="show-intro">
          <LinkifiedText text={show.introductionLetter} />
        </DetailSection>
      ) : null}

      {show.noticeLetter.trim() ? (
        <DetailSection title={text.notice} id="show-notice">
          <LinkifiedText text={show.noticeLetter} />
        </DetailSection>
      ) : null}
    </DetailLayout>
  );
}
