import type { EntertainDetail } from '@moa/contract';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatPeriod } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { useEntertainDetail } from '../api/get-entertain-detail';
import { Chip, DetailHeader, DetailLayout, DetailSection, DetailSkeleton } from '../components/DetailLayout';
import { FollowButton } from '../components/FollowButton';
import { ShareButton } from '../components/ShareButton';
import { InfoList } from '../components/InfoList';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { LoadFailure } from '../components/LoadFailure';
import { Poster } from '../../../components/Poster';
import { SocialLinks } from '../components/SocialLinks';
import { clubPath } from '../lib/paths';
import styles from './detail.module.css';

/**
 * /entertain/:id: an event with its links, info rows, introduction and other information
 * (docs/product.md#screens-public).
 */
export function EntertainDetailPage() {
  const { id = '' } = useParams();
  const entertain = useEntertainDetail(id);
  useDocumentTitle(entertain.data?.entertainName ?? ko.pages.entertainDetail);

  if (entertain.isPending) return <DetailSkeleton pageName={ko.pages.entertainDetail} />;
  if (entertain.isError) {
    return (
      <LoadFailure
        error={entertain.error}
        pageName={ko.pages.entertainDetail}
        notFoundTitle={ko.browse.entertainDetail.notFound}
        loadFailedTitle={ko.browse.entertainDetail.loadFailed}
        onRetry={() => void entertain.refetch()}
        retrying={entertain.isFetching}
        listPath="/main"
      />
    );
  }
  return <EntertainDetailView entertain={entertain.data} />;
}

function EntertainDetailView({ entertain }: { entertain: EntertainDetail }) {
  const text = ko.browse.entertainDetail;
  const category = ko.browse.attractionCategories[entertain.category];
  const date = formatPeriod(entertain.startDate, entertain.endDate) || entertain.date;
  const contact = [entertain.manager, entertain.managerPhoneNumber].filter((part) => part.trim()).join(' ');

  return (
    <DetailLayout
      labelledBy="entertain-title"
      media={
        <Poster
          src={entertain.photo}
          alt={ko.browse.posterAlt(entertain.entertainName)}
          loading="eager"
          fetchPriority="high"
        />
      }
    >
      <DetailHeader
        id="entertain-title"
        title={entertain.entertainName}
        chips={<Chip>{category}</Chip>}
        subtitle={
          <>
            <Link to={clubPath(entertain.clubId)} className={styles.clubLink}>
              {entertain.clubName}
            </Link>
            <FollowButton club={{ clubId: entertain.clubId, clubName: entertain.clubName }} />
            <span className={styles.muted}>{date}</span>
          </>
        }
      >
        <SocialLinks urls={entertain} />
        <ShareButton
          title={entertain.entertainName}
          description={`${date} · ${entertain.clubName}`}
          image={entertain.shareImage}
          path={`/entertain/${entertain.entertainId}`}
        />
      </DetailHeader>

      <DetailSection title={text.info} id="entertain-info">
        <InfoList
          rows={[
            { label: text.category, value: category },
            { label: text.location, value: entertain.location },
            { label: text.date, value: date },
            { label: text.time, value: entertain.timeList },
            { label: text.contact, value: contact },
          ]}
        />
      </DetailSection>

      {entertain.introductionLetter.trim() ? (
        <DetailSection title={text.intro} id="entertain-intro">
          <LinkifiedText text={entertain.introductionLetter} />
        </DetailSection>
      ) : null}

      {entertain.etcInfo.trim() ? (
        <DetailSection title={text.etcInfo} id="entertain-etc">
          <LinkifiedText text={entertain.etcInfo} />
        </DetailSection>
      ) : null}
    </DetailLayout>
  );
}
