import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHttpUrl, type ClubDetail } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { InstagramIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/Skeleton';
import { call } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatPeriod, formatSemesters } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { manageKo } from '../../../text/ko-manage';
import { manageKeys } from '../../../lib/manager-keys';
import { managerClubQuery } from '../mypage/api';
import { BackLink } from '../../../components/BackLink';
import { Poster } from '../../../components/Poster';
import { managerLoadTexts } from '../mypage/components/QueryStates';
import styles from './ManagerClubScreen.module.css';

const t = manageKo.managerArea.clubView;

function clubDetailQuery(id: string) {
  return queryOptions({
    queryKey: manageKeys.clubDetail(id),
    queryFn: ({ signal }) => call('clubDetail', { params: { id }, signal }),
  });
}

/** A show opens /show/{id}, an event /entertain/{id}: by kind, never by category (an event may be in 'performance'). */
function attractionPath(kind: 'show' | 'entertain', id: number): string {
  return kind === 'show' ? `/show/${id}` : `/entertain/${id}`;
}

/** Only http and https addresses become links (anything else is dropped). */
function safeUrl(value: string): string | null {
  const trimmed = value.trim();
  return trimmed !== '' && isHttpUrl(trimmed) ? trimmed : null;
}

function LinkIcon({ kind }: { kind: 'insta' | 'kakao' | 'youtube' | 'web' }) {
  if (kind === 'insta') return <InstagramIcon size={20} />;
  const paths = {
    kakao:
      'M12 4.5c-4.7 0-8.5 3-8.5 6.6 0 2.3 1.5 4.3 3.8 5.5l-.9 3.3 3.8-2.4c.6.1 1.2.1 1.8.1 4.7 0 8.5-3 8.5-6.5S16.7 4.5 12 4.5z',
    youtube:
      'M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12 27 27 0 0 0 3 15.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-3.8 27 27 0 0 0-.4-3.8zM10.2 14.6V9.4l4.6 2.6z',
    web: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM3.5 12h17M12 3.5c2.2 2.3 3.3 5.2 3.3 8.5s-1.1 6.2-3.3 8.5c-2.2-2.3-3.3-5.2-3.3-8.5s1.1-6.2 3.3-8.5z',
  } as const;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

interface CardItem {
  key: string;
  to: string;
  photo: string;
  title: string;
  meta: string;
  tag?: string;
}

function CardSection({ title, empty, items }: { title: string; empty: string; items: CardItem[] }) {
  const headingId = `club-section-${title}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        <span className={styles.count}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.card}>
                <Poster iconSize={28} src={item.photo} alt="" />
                <span className={styles.cardBody}>
                  {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
                  <span className={styles.cardTitle}>{item.title}</span>
                  <span className={styles.cardMeta}>{item.meta}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 팔로워 N명 of the manager's own club (GET /mypage/manager/club); nothing until it is known. */
function FollowerFact() {
  const club = useQuery(managerClubQuery);
  if (!club.isSuccess) return null;
  return (
    <div>
      <dt>{studentKo.follow.followers}</dt>
      <dd>{studentKo.follow.followerCount(club.data.followerCount)}</dd>
    </div>
  );
}

function ViewSkeleton() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <div className={styles.hero}>
        <Skeleton className={styles.photoSkeleton} height="auto" radius="var(--radius-xl)" />
        <div className={styles.heroBody}>
          <Skeleton width="50%" height={36} />
          <Skeleton width="30%" height={18} />
          <Skeleton width="90%" height={16} />
          <Skeleton width="80%" height={16} />
        </div>
      </div>
    </div>
  );
}

function ClubBody({ club, own }: { club: ClubDetail; own: boolean }) {
  const links = [
    { kind: 'insta' as const, label: manageKo.managerArea.clubForm.instaUrl, href: safeUrl(club.instaUrl) },
    { kind: 'kakao' as const, label: manageKo.managerArea.clubForm.kakaoUrl, href: safeUrl(club.kakaoUrl) },
    {
      kind: 'youtube' as const,
      label: manageKo.managerArea.clubForm.youtubeUrl,
      href: safeUrl(club.youtubeUrl),
    },
    { kind: 'web' as const, label: manageKo.managerArea.clubForm.url, href: safeUrl(club.url) },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);

  const progressing: CardItem[] = club.progressingEventList.map((e) => ({
    key: `${e.kind}-${e.id}`,
    to: attractionPath(e.kind, e.id),
    photo: e.photo,
    title: e.title,
    meta: formatPeriod(e.startDate, e.endDate, { weekday: false }),
    tag: ko.browse.attractionCategories[e.categoryOfEvent],
  }));
  const pastRecruiting: CardItem[] = club.lastRecruitingList.map((r) => ({
    key: `recruiting-${r.recruitingId}`,
    to: `/recruiting/${r.recruitingId}`,
    photo: r.photo,
    title: r.title,
    meta: r.period,
  }));
  const pastEvents: CardItem[] = club.lastEventList.map((e) => ({
    key: `${e.showOrEntertain}-${e.id}`,
    to: attractionPath(e.showOrEntertain, e.id),
    photo: e.photo,
    title: e.title,
    meta: formatPeriod(e.startDate, e.endDate, { weekday: false }),
    tag: e.showOrEntertain === 'show' ? t.show : t.entertain,
  }));

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Poster
          iconSize={28}
          src={club.photo}
          alt={manageKo.managerArea.sidebar.posterAlt(club.clubName)}
          shape="square"
          loading="eager"
          className={styles.photo}
        />
        <div className={styles.heroBody}>
          <div className={styles.titleRow}>
            <h1 id="page-heading" className={styles.name}>
              {club.clubName}
            </h1>
            {own ? (
              <Link to="/manager/club/update" className={buttonClassName({ variant: 'secondary' })}>
                {t.edit}
              </Link>
            ) : null}
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.semesters}</dt>
              <dd>
                {club.mandatorySemesters === null || club.mandatorySemesters === 0
                  ? t.semestersNone
                  : formatSemesters(club.mandatorySemesters)}
              </dd>
            </div>
            {own ? <FollowerFact /> : null}
          </dl>
          {links.length > 0 ? (
            <ul className={styles.links} aria-label={t.links}>
              {links.map((link) => (
                <li key={link.kind}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    <LinkIcon kind={link.kind} />
                    <span>{link.label}</span>
                    <span className="visually-hidden">{t.newWindow}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <section className={styles.about} aria-labelledby="club-about">
        <h2 id="club-about" className={styles.sectionTitle}>
          {t.about}
        </h2>
        {club.content.trim() ? (
          <p className={styles.content}>{club.content}</p>
        ) : (
          <p className={styles.empty}>{t.aboutEmpty}</p>
        )}
      </section>

      <CardSection title={t.progressing} empty={t.progressingEmpty} items={progressing} />
      <CardSection title={t.pastRecruiting} empty={t.pastRecruitingEmpty} items={pastRecruiting} />
      <CardSection title={t.pastEvents} empty={t.pastEventsEmpty} items={pastEvents} />
    </div>
  );
}

/**
 * /manager/club/{id}: the club as the manager sees it, with an edit button on the manager's own
 * club; an item opens /show/{id} for a show and /entertain/{id} for an event (by `kind`, not by category); a past
 * recruiting post opens /recruiting/{id}.
 */
export function ManagerClubScreen({ id }: { id: string }) {
  const query = useQuery(clubDetailQuery(id));
  const { user } = useSession();
  useDocumentTitle(query.data?.clubName ?? ko.pages.managerClubDetail);
  const own = user?.clubId !== null && user?.clubId !== undefined && String(user.clubId) === id;

  let body: ReactNode;
  if (query.isPending) body = <ViewSkeleton />;
  else if (query.isError) {
    const notFound = describeError(query.error).reaction === 'notFound';
    body = (
      <>
        <h1 id="page-heading" className="visually-hidden">
          {ko.pages.managerClubDetail}
        </h1>
        <LoadError
          error={query.error}
          texts={{ ...managerLoadTexts(t.loadFailed), notFound: t.notFound }}
          message={notFound ? ko.browse.notFoundHint : null}
          back={{ to: '/manager/mypage', label: ko.pages.managerMyPage }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  } else body = <ClubBody club={query.data} own={own} />;

  return (
    <div className={styles.wrap}>
      <BackLink to="/manager/mypage" label={ko.pages.managerMyPage} />
      {body}
    </div>
  );
}
