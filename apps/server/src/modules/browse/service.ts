import type {
  AttractionCategory,
  AttractionItem,
  AttractionList,
  ClubCategory,
  ClubDetail,
  ClubList,
  EntertainDetail,
  RecruitingCategory,
  RecruitingDetail,
  RecruitingList,
  ShowDetail,
} from '@moa/contract';
import { BANNER_ITEMS } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { compareCodeUnits } from '../../lib/compare.ts';
import { period, seoulToday } from '../../lib/time.ts';
import { questionsOf } from '../applications/index.ts';
import { fileUrl } from '../files/index.ts';
import { clubCard, postCard, shareImagePath } from '../previews/index.ts';
import * as repo from './repository.ts';
import { scheduleFields, showFields } from '../shows/index.ts';

type Tag = AttractionItem['tag'];

function tagOf(start: string, end: string, today: string): Tag {
  if (end < today) return 'ended';
  if (start > today) return 'upcoming';
  return 'ongoing';
}

const TAG_RANK: Record<Tag, number> = { ongoing: 0, upcoming: 1, ended: 2 };

/**
 * Most relevant first: what is on now, then what comes next (soonest first), then what has ended (latest first).
 */
export function byRelevance(a: AttractionItem, b: AttractionItem): number {
  const rank = TAG_RANK[a.tag] - TAG_RANK[b.tag];
  if (rank !== 0) return rank;
  if (a.tag === 'ended') return compareCodeUnits(b.endDate, a.endDate) || b.id - a.id;
  return compareCodeUnits(a.startDate, b.startDate) || compareCodeUnits(a.endDate, b.endDate) || a.id - b.id;
}

export async function attractionList(db: Db, today = seoulToday()): Promise<AttractionList> {
  const [shows, events] = await Promise.all([repo.listShows(db), repo.listEntertains(db)]);
  const items: AttractionItem[] = [
    ...shows.map((s) => ({
      id: s.id,
      title: s.name,
      club: s.club_name,
      clubId: s.club_id,
      period: period(s.start_date, s.end_date),
      startDate: s.start_date,
      endDate: s.end_date,
      category: 'performance' as const,
      kind: 'show' as const,
      tag: tagOf(s.start_date, s.end_date, today),
      img: fileUrl(s.poster_file),
    })),
    ...events.map((e) => ({
      id: e.id,
      title: e.name,
      club: e.club_name,
      clubId: e.club_id,
      period: period(e.start_date, e.end_date),
      startDate: e.start_date,
      endDate: e.end_date,
      category: e.category as AttractionCategory,
      kind: 'entertain' as const,
      tag: tagOf(e.start_date, e.end_date, today),
      img: fileUrl(e.poster_file),
    })),
  ].sort(byRelevance);

  // The banner: five items that have not ended, shows before events, each group in relevance order.
  const live = items.filter((i) => i.tag !== 'ended');
  const banner = [
    ...live.filter((i) => i.kind === 'show'),
    ...live.filter((i) => i.kind === 'entertain'),
  ].slice(0, BANNER_ITEMS);
  return { rotatingPerformances: banner, entireList: items };
}

export async function showDetail(db: Db, showId: number): Promise<ShowDetail> {
  const show = await repo.findShow(db, showId);
  if (!show) throw new AppError('NOT_FOUND', '공연을 찾을 수 없습니다.');
  const schedules = await repo.listSchedules(db, showId);
  return {
    showId: show.id,
    showName: show.name,
    clubId: show.club_id,
    clubName: show.club_name,
    ...showFields(show),
    qrImage: fileUrl(show.qr_file),
    scheduleList: schedules.map((s) => ({
      ...scheduleFields(s),
      scheduleId: s.id,
      order: s.order_index,
      maxTickets: s.max_ticket,
      seated: s.hall_id !== null,
    })),
    shareImage: shareImagePath(postCard('show', { ...show, title: show.name })),
  };
}

export async function entertainDetail(db: Db, id: number): Promise<EntertainDetail> {
  const e = await repo.findEntertain(db, id);
  if (!e) throw new AppError('NOT_FOUND', '행사를 찾을 수 없습니다.');
  return {
    entertainId: e.id,
    entertainName: e.name,
    clubId: e.club_id,
    clubName: e.club_name,
    photo: fileUrl(e.poster_file),
    instaUrl: e.insta_url,
    youtubeUrl: e.youtube_url,
    kakaoUrl: e.kakao_url,
    notionUrl: e.notion_url,
    url: e.url,
    introductionLetter: e.introduction,
    category: e.category as AttractionCategory,
    location: e.location,
    date: period(e.start_date, e.end_date),
    startDate: e.start_date,
    endDate: e.end_date,
    timeList: e.time_list,
    manager: e.manager,
    managerPhoneNumber: e.manager_phone,
    etcInfo: e.etc_info,
    shareImage: shareImagePath(postCard('entertain', { ...e, title: e.name })),
  };
}

export async function clubList(db: Db): Promise<ClubList> {
  const clubs = await repo.listClubs(db);
  return {
    clubList: clubs.map((c) => ({
      clubId: c.id,
      id: c.id,
      clubName: c.name,
      poster: fileUrl(c.poster_file),
      category: c.category as ClubCategory,
    })),
  };
}

export async function clubDetail(db: Db, id: number, today = seoulToday()): Promise<ClubDetail> {
  const club = await repo.findClub(db, id);
  if (!club) throw new AppError('NOT_FOUND', '동아리를 찾을 수 없습니다.');
  const [shows, events, recruitings] = await Promise.all([
    repo.listClubShows(db, id),
    repo.listClubEntertains(db, id),
    repo.listClubRecruitings(db, id),
  ]);
  const all = [
    ...shows.map((s) => ({ kind: 'show' as const, category: 'performance' as AttractionCategory, ...s })),
    ...events.map((e) => ({ kind: 'entertain' as const, ...e, category: e.category as AttractionCategory })),
  ];
  const progressing = all
    .filter((x) => x.end_date >= today)
    .sort((a, b) => compareCodeUnits(a.start_date, b.start_date) || a.id - b.id);
  const past = all
    .filter((x) => x.end_date < today)
    .sort((a, b) => compareCodeUnits(b.end_date, a.end_date) || b.id - a.id);
  return {
    clubId: club.id,
    photo: fileUrl(club.poster_file),
    clubName: club.name,
    category: club.category as ClubCategory,
    content: club.content,
    mandatorySemesters: club.mandatory_semesters,
    instaUrl: club.insta_url,
    youtubeUrl: club.youtube_url,
    kakaoUrl: club.kakao_url,
    url: club.url,
    progressingEventList: progressing.map((x) => ({
      categoryOfEvent: x.category,
      kind: x.kind,
      id: x.id,
      photo: fileUrl(x.poster_file),
      startDate: x.start_date,
      endDate: x.end_date,
      title: x.name,
    })),
    lastEventList: past.map((x) => ({
      id: x.id,
      showOrEntertain: x.kind,
      title: x.name,
      startDate: x.start_date,
      endDate: x.end_date,
      photo: fileUrl(x.poster_file),
    })),
    lastRecruitingList: recruitings
      .filter((r) => r.end_date < today)
      .sort((a, b) => compareCodeUnits(b.end_date, a.end_date) || b.id - a.id)
      .map((r) => ({
        recruitingId: r.id,
        title: r.title,
        period: period(r.start_date, r.end_date),
        photo: fileUrl(r.poster_file),
      })),
    shareImage: shareImagePath(clubCard(club)),
  };
}

export async function recruitingList(db: Db, today = seoulToday()): Promise<RecruitingList> {
  const rows = await repo.listRecruitings(db);
  // Open drives first (closing soonest first), then closed ones (latest first).
  rows.sort((a, b) => {
    const aOpen = a.end_date >= today ? 0 : 1;
    const bOpen = b.end_date >= today ? 0 : 1;
    if (aOpen !== bOpen) return aOpen - bOpen;
    return aOpen === 0
      ? compareCodeUnits(a.end_date, b.end_date) || a.id - b.id
      : compareCodeUnits(b.end_date, a.end_date) || b.id - a.id;
  });
  return {
    recruitingList: rows.map((r) => ({
      recruitingId: r.id,
      clubName: r.club_name,
      category: r.category as RecruitingCategory,
      recruitingTitle: r.title,
      poster: fileUrl(r.poster_file),
      startDate: r.start_date,
      endDate: r.end_date,
    })),
  };
}

export async function recruitingDetail(
  db: Db,
  id: number,
  applicationRetentionDays: number,
): Promise<RecruitingDetail> {
  const r = await repo.findRecruiting(db, id);
  if (!r) throw new AppError('NOT_FOUND', '모집 공고를 찾을 수 없습니다.');
  const questions = await questionsOf(db, id);
  return {
    recruitingId: r.id,
    poster: fileUrl(r.poster_file),
    clubId: r.club_id,
    clubName: r.club_name,
    recruitingTitle: r.title,
    category: r.category as RecruitingCategory,
    dates: period(r.start_date, r.end_date),
    startDate: r.start_date,
    endDate: r.end_date,
    mandatorySemesters: r.mandatory_semesters,
    meetingTime: r.meeting_time,
    content: r.content,
    eligibility: r.eligibility,
    notice: r.notice,
    managerInfo: [r.manager, r.manager_phone].filter(Boolean).join(' '),
    introductionLetter: r.introduction,
    instaUrl: r.insta_url,
    youtubeUrl: r.youtube_url,
    kakaoUrl: r.kakao_url,
    notionUrl: r.notion_url,
    url: r.url,
    applicationUrl: r.application_url,
    applicationMode: r.application_mode,
    questions,
    applicationRetentionDays,
    shareImage: shareImagePath(postCard('recruiting', r)),
  };
}
