import type { z } from 'zod';
import type {
  AttractionCategory,
  EntertainCreateRequest,
  EntertainEdit,
  EntertainUpdateRequest,
  RecruitingCategory,
  RecruitingCreateRequest,
  RecruitingEdit,
  RecruitingUpdateRequest,
} from '@moa/contract';
import type {
  entertainCreateRequest,
  entertainUpdateRequest,
  recruitingCreateRequest,
  recruitingUpdateRequest,
} from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { questionsForEdit, saveQuestions } from '../applications/index.ts';
import { nowIso } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { fileUrl } from '../files/index.ts';
import { discardImage, saveWithImages } from '../files/index.ts';
import * as repo from './content-repository.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { noticeFollowers } from '../notifications/index.ts';

/** Events (entertain) and recruiting posts: create, load for editing, and save, on the manager's own club only. */

const dateOf = (start: string, end: string) => (start === end ? start : `${start} ~ ${end}`);
const poster = (data: Buffer | undefined) => (data ? { data, kind: 'poster' as const } : undefined);

export async function listEntertains(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubEntertains(ctx.db, user.clubId!);
  return {
    entertainList: rows.map((r) => ({
      entertainId: r.id,
      poster: fileUrl(r.poster_file),
      title: r.name,
      date: dateOf(r.start_date, r.end_date),
    })),
  };
}

export async function listRecruitings(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubRecruitings(ctx.db, user.clubId!);
  return {
    recruitingList: rows.map((r) => ({
      recruitingId: r.id,
      poster: fileUrl(r.poster_file),
      title: r.title,
      date: dateOf(r.start_date, r.end_date),
    })),
  };
}

function entertainRow(b: EntertainCreateRequest | EntertainUpdateRequest) {
  return {
    name: b.name,
    introduction: b.introductionLetter,
    category: b.category,
    location: b.location,
    start_date: b.startDate,
    end_date: b.endDate,
    time_list: b.timeList,
    manager: b.manager,
    manager_phone: b.managerPhoneNumber,
    etc_info: b.etcInfo,
    insta_url: b.inUrl,
    kakao_url: b.kakaUrl,
    youtube_url: b.youUrl,
    url: b.url,
  };
}

export async function createEntertain(
  ctx: AppContext,
  user: SessionUser,
  body: z.output<typeof entertainCreateRequest>,
  file: Buffer,
) {
  return saveWithImages(ctx.db, { poster: poster(file) }, async (names) => {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const at = ctx.now().toISOString();
      const newId = await repo.insertEntertain(trx, {
        ...entertainRow(body),
        club_id: user.clubId!,
        notion_url: '',
        poster_file: names.poster!,
        created_at: at,
        updated_at: at,
      });
      await recordAudit(trx, user, 'entertain.create', { type: 'entertain', id: newId }, { name: body.name });
      await noticeFollowers(trx, user.clubId!, 'entertain', body.name, `/entertain/${newId}`, at);
      return newId;
    });
    return { result: { id }, replaced: [] };
  });
}

export async function entertainForEdit(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<EntertainEdit> {
  const e = assertOwned(await repo.findEntertain(ctx.db, id), user.clubId!, '행사');
  return {
    id: e.id,
    name: e.name,
    introductionLetter: e.introduction,
    category: e.category as AttractionCategory,
    location: e.location,
    startDate: e.start_date,
    endDate: e.end_date,
    timeList: e.time_list,
    manager: e.manager,
    managerPhoneNumber: e.manager_phone,
    etcInfo: e.etc_info,
    inUrl: e.insta_url,
    kakaUrl: e.kakao_url,
    youUrl: e.youtube_url,
    noUrl: e.notion_url,
    url: e.url,
    poster: fileUrl(e.poster_file),
  };
}

export async function updateEntertain(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: z.output<typeof entertainUpdateRequest>,
  file: Buffer | undefined,
) {
  const before = assertOwned(await repo.findEntertain(ctx.db, id), user.clubId!, '행사');
  return saveWithImages(ctx.db, { poster: poster(file) }, async (names) => {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateEntertain(trx, id, {
        ...entertainRow(body),
        notion_url: body.noUrl,
        ...(names.poster ? { poster_file: names.poster } : {}),
        updated_at: nowIso(),
      });
      await recordAudit(trx, user, 'entertain.update', { type: 'entertain', id }, { name: body.name });
    });
    return { result: { id }, replaced: names.poster ? [before.poster_file] : [] };
  });
}

/** Deletes an event of the manager's own club, and its poster once the record is gone. */
export async function deleteEntertain(ctx: AppContext, user: SessionUser, id: number) {
  const before = assertOwned(await repo.findEntertain(ctx.db, id), user.clubId!, '행사');
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteEntertain(trx, id);
    await recordAudit(trx, user, 'entertain.delete', { type: 'entertain', id }, { name: before.name });
  });
  if (before.poster_file) await discardImage(ctx.db, before.poster_file);
  return { success: true as const };
}

function recruitingRow(b: RecruitingCreateRequest | RecruitingUpdateRequest) {
  return {
    title: b.name,
    category: b.category,
    start_date: b.startDate,
    end_date: b.endDate,
    mandatory_semesters: b.mandatorySemesters,
    meeting_time: b.meetingTime,
    content: b.content,
    eligibility: b.eligibility,
    notice: b.notice,
    manager: b.manager,
    manager_phone: b.managerPhoneNumber,
    application_url: b.applicationUrl,
    introduction: b.introductionLetter,
    insta_url: b.inUrl,
    kakao_url: b.kakaUrl,
    youtube_url: b.youUrl,
    url: b.url,
  };
}

export async function createRecruiting(
  ctx: AppContext,
  user: SessionUser,
  body: z.output<typeof recruitingCreateRequest>,
  file: Buffer | undefined,
) {
  return saveWithImages(ctx.db, { poster: poster(file) }, async (names) => {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const at = ctx.now().toISOString();
      const newId = await repo.insertRecruiting(trx, {
        ...recruitingRow(body),
        club_id: user.clubId!,
        application_mode: body.applicationMode,
        notion_url: '',
        poster_file: names.poster ?? null,
        created_at: at,
        updated_at: at,
      });
      // a new post's questions are all new, whatever ids a copied form carried
      const questions = body.questions.map(({ questionId: _id, ...q }) => q);
      await saveQuestions(trx, newId, body.applicationMode, questions);
      await recordAudit(
        trx,
        user,
        'recruiting.create',
        { type: 'recruiting', id: newId },
        { title: body.name },
      );
      await noticeFollowers(trx, user.clubId!, 'recruiting', body.name, `/recruiting/${newId}`, at);
      return newId;
    });
    return { result: { id }, replaced: [] };
  });
}

export async function recruitingForEdit(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<RecruitingEdit> {
  const r = assertOwned(await repo.findRecruiting(ctx.db, id), user.clubId!, '모집 공고');
  return {
    id: r.id,
    name: r.title,
    category: r.category as RecruitingCategory,
    startDate: r.start_date,
    endDate: r.end_date,
    mandatorySemesters: r.mandatory_semesters,
    meetingTime: r.meeting_time,
    content: r.content,
    eligibility: r.eligibility,
    notice: r.notice,
    manager: r.manager,
    managerPhoneNumber: r.manager_phone,
    applicationUrl: r.application_url,
    introductionLetter: r.introduction,
    inUrl: r.insta_url,
    kakaUrl: r.kakao_url,
    youUrl: r.youtube_url,
    noUrl: r.notion_url,
    url: r.url,
    photo: fileUrl(r.poster_file),
    applicationMode: r.application_mode,
    questions: await questionsForEdit(ctx.db, r.id),
  };
}

export async function updateRecruiting(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: z.output<typeof recruitingUpdateRequest>,
  file: Buffer | undefined,
) {
  const before = assertOwned(await repo.findRecruiting(ctx.db, id), user.clubId!, '모집 공고');
  return saveWithImages(ctx.db, { poster: poster(file) }, async (names) => {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateRecruiting(trx, id, {
        ...recruitingRow(body),
        notion_url: body.noUrl,
        ...(names.poster ? { poster_file: names.poster } : {}),
        updated_at: nowIso(),
      });
      // after the post's row is updated (and so locked), see saveQuestions
      await saveQuestions(trx, id, body.applicationMode, body.questions);
      await recordAudit(trx, user, 'recruiting.update', { type: 'recruiting', id }, { title: body.name });
    });
    return { result: { id }, replaced: names.poster ? [before.poster_file] : [] };
  });
}
