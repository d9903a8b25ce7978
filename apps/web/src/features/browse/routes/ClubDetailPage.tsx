import type { ClubDetail } from '@moa/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatSemesters } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { useClubDetail } from '../api/get-club-detail';
import { Chip, DetailHeader, DetailLayout, DetailSection, DetailSkeleton } from '../components/DetailLayout';
import { FollowButton } from '../components/FollowButton';
import { ShareButton } from '../components/ShareButton';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { LoadFailure } from '../components/LoadFailure';
import { Poster } from '../../../components/Poster';
import { CardGrid, PosterCard } from '../components/PosterCard';
import { SocialLinks } from '../components/SocialLinks';
import { cardPeriod } from '../lib/dates';
import { itemPath, recruitingPath } from '../lib/paths';
import styles from './ClubDetailPage.module.css';

/**
 * /clubs/:id: the club, its in-progress events, past recruiting and past shows and events
 * (docs/product.md#screens-public).
 */
export function ClubDetailPage() {
  const { id = '' } = useParams();
  const club = useClubDetail(id);
  useDocumentTitle(club.data?.clubName ?? ko.pages.clubDetail);

  if (club.isPending) return <DetailSkeleton pageName={ko.pages.clubDetail} square />;
  if (club.isError) {
    return (
      <LoadFailure
        error={club.error}
        pageName={ko.pages.clubDetail}
        notFoundTitle={ko.browse.clubDetail.notFound}
        loadFailedTitle={ko.browse.clubDetail.loadFailed}
        loadFailedMessage={null}
        onRetry={() => void club.refetch()}
        retrying={club.isFetching}
        listPath="/clubs"
      />
    );
  }
  return <ClubDetailView club={club.data} />;
}

function ClubDetailView({ club }: { club: ClubDetail }) {
  const text = ko.browse.clubDetail;
  const semesters =
    club.mandatorySemesters === null || club.mandatorySemesters <= 0
      ? text.semestersNone
      : formatSemesters(club.mandatorySemesters);
  return (
    <div className={styles.page}>
      <DetailLayout
        labelledBy="club-title"
        media={
          <Poster
            src={club.photo}
            alt={ko.browse.clubPhotoAlt(club.clubName)}
            shape="square"
            loading="eager"
            fetchPriority="high"
          />
        }
      >
        <DetailHeader
          id="club-title"
          title={club.clubName}
          chips={<Chip>{ko.browse.clubCategories[club.category]}</Chip>}
          subtitle={
            <span className={styles.semesters}>
              {text.semesters}
              <strong>{semesters}</strong>
            </span>
          }
        >
          <div className={styles.follow}>
            <FollowButton
              size="large"
              club={{ clubId: club.clubId, clubName: club.clubName, photo: club.photo }}
            />
          </div>
          <SocialLinks urls={club} />
          <ShareButton
            title={club.clubName}
            description={ko.browse.share.clubLine(ko.browse.clubCategories[club.category])}
            image={club.shareImage}
            path={`/clubs/${club.clubId}`}
          />
        </DetailHeader>
        {club.content.trim() ? (
          <DetailSection title={text.about} id="club-about">
            <LinkifiedText text={club.content} />
          </DetailSection>
        ) : null}
      </DetailLayout>

      <ClubList title={text.progressing} id="club-progressing" empty={text.progressingEmpty}>
        {club.progressingEventList.map((event) => (
          <li key={`${event.kind}-${event.id}`}>
            <PosterCard
              to={itemPath(event.kind, event.id)}
              image={event.photo}
              title={event.title}
              eyebrow={ko.browse.attractionCategories[event.categoryOfEvent]}
              lines={[cardPeriod(event.startDate, event.endDate)]}
            />
          </li>
        ))}
      </ClubList>

      <ClubList title={text.pastRecruiting} id="club-recruiting" empty={text.pastRecruitingEmpty}>
        {club.lastRecruitingList.map((recruiting) => (
          <li key={recruiting.recruitingId}>
            <PosterCard
              to={recruitingPath(recruiting.recruitingId)}
              image={recruiting.photo}
              title={recruiting.title}
              lines={[recruiting.period]}
            />
          </li>
        ))}
      </ClubList>

      <ClubList title={text.pastEvents} id="club-past" empty={text.pastEventsEmpty}>
        {club.lastEventList.map((event) => (
          <li key={`${event.showOrEntertain}-${event.id}`}>
            <PosterCard
              to={itemPath(event.showOrEntertain, event.id)}
              image={event.photo}
              title={event.title}
              eyebrow={text[event.showOrEntertain]}
              lines={[cardPeriod(event.startDate, event.endDate)]}
            />
          </li>
        ))}
      </ClubList>
    </div>
  );
}

function ClubList({
  title,
  id,
  empty,
  children,
}: {
  title: string;
  id: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className={styles.listSection} aria-labelledby={id}>
      <h2 id={id} className={styles.listTitle}>
        {title}
        {children.length > 0 ? (
          <span className={styles.count}> {ko.browse.count(children.length)}</span>
        ) : null}
      </h2>
      {children.length > 0 ? <CardGrid>{children}</CardGrid> : <p className={styles.empty}>{empty}</p>}
    </section>
  );
}
