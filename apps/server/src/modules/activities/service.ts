import type {
  ActivityCreateRequest,
  ActivityKind,
  ActivityReportRequest,
  Ok,
  TermActivity,
} from '@moa/contract';
import {
  ACTIVITY_KINDS,
  ACTIVITY_LIMITS as L,
  ACTIVITY_MESSAGES as M,
  activityPhotoPath,
  MEMBER_LIMITS,
} from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { compareCodeUnits } from '../../lib/compare.ts';
import { addDays } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { deleteStored } from '../files/index.ts';
import { todayOf } from '../members/index.ts';
import * as repo from './repository.ts';
import type { TermRow } from './repository.ts';

/**
 * A term's activities (docs/product.md#activity-records): its meetings, the club's shows with a performance on a day
 * of the term, the club's events whose days overlap the term, and the 기타 활동 officers add; each with its report.
 * The attendees are filled automatically (a meeting's 출석 + 지각, a show's tickets admitted at the door on the term's
 * days) unless the officers gave a hand count, kept apart so clearing it goes back to the automatic one. A past term
 * is read-only, as its meetings are.
 */

const MINUTE = 60_000;
const KIND_ORDER = new Map(ACTIVITY_KINDS.map((k, i) => [k, i]));

/** That day's Seoul midnight as an ISO instant. */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString();
/** A schedule's start (a Seoul date and 'HH:MM' or 'HH:MM:SS') as an instant. */
const scheduleStart = (date: string, time: string) => new Date(`${date}T${time.slice(0, 5)}:00+09:00`);

/** An activity before its report is joined: what the record itself says. */
interface Base {
  kind: ActivityKind;
  refId: number;
  title: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  attendeesAuto: number | null;
}

async function basesOf(db: Db, term: TermRow): Promise<Base[]> {
  const bases: Base[] = [];
  for (const m of await repo.termMeetings(db, term.id)) {
    bases.push({
      kind: 'meeting',
      refId: m.id,
      title: m.title,
      startsAt: m.starts_at,
      endsAt: m.ends_at,
      place: m.place,
      attendeesAuto: m.came,
    });
  }
  const shows = new Map<
    number,
    { first: Date; last: Date; runtime: number; admitted: number; name: string; place: string }
  >();
  for (const s of await repo.showSchedules(db, term.club_id, term.starts_on, term.ends_on)) {
    const at = scheduleStart(s.date, s.time);
    const show = shows.get(s.show_id);
    if (!show) {
      shows.set(s.show_id, {
        first: at,
        last: at,
        runtime: s.runtime,
        admitted: s.admitted,
        name: s.name,
        place: s.location,
      });
    } else {
      if (at < show.first) show.first = at;
      if (at > show.last) show.last = at;
      show.admitted += s.admitted;
    }
  }
  for (const [id, s] of shows) {
    bases.push({
      kind: 'show',
      refId: id,
      title: s.name,
      startsAt: s.first.toISOString(),
      endsAt: new Date(s.last.getTime() + s.runtime * MINUTE).toISOString(),
      place: s.place,
      attendeesAuto: s.admitted,
    });
  }
  for (const e of await repo.events(db, term.club_id, term.starts_on, term.ends_on)) {
    bases.push({
      kind: 'event',
      refId: e.id,
      title: e.name,
      startsAt: seoulDayStart(e.start_date),
      endsAt: e.end_date > e.start_date ? seoulDayStart(e.end_date) : null,
      place: e.location,
      attendeesAuto: null,
    });
  }
  for (const o of await repo.termOthers(db, term.id)) {
    bases.push({
      kind: 'other',
      refId: o.id,
      title: o.title,
      startsAt: seoulDayStart(o.date),
      endsAt: null,
      place: o.place,
      attendeesAuto: null,
    });
  }
  return bases.sort(
    (a, b) =>
      compareCodeUnits(a.startsAt, b.startsAt) ||
      KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
      a.refId - b.refId,
  );
}

async function activitiesOf(db: Db, term: TermRow): Promise<TermActivity[]> {
  const bases = await basesOf(db, term);
  const reports = await repo.termReports(db, term.id);
  const photos = await repo.photosOf(
    db,
    reports.map((r) => r.id),
  );
  const reportOf = new Map(reports.map((r) => [`${r.kind}:${r.ref_id}`, r]));
  return bases.map((b) => {
    const key = `${b.kind}:${b.refId}`;
    const report = reportOf.get(key);
    const manual = report?.attendees_manual ?? null;
    return {
      key,
      ...b,
      attendees: manual ?? b.attendeesAuto,
      attendeesManual: manual,
      summary: report?.summary ?? '',
      photos: report
        ? photos
            .filter((p) => p.report_id === report.id)
            .map((p) => ({ id: p.id, url: activityPhotoPath(term.id, b.kind, b.refId, p.id) }))
        : [],
      updatedAt: report?.updated_at ?? null,
      updatedBy: report?.updated_by ?? null,
    };
  });
}

/** The term of the club: unknown → 404, another club's → 403. */
export async function clubTerm(ctx: AppContext, clubId: number, termId: number): Promise<TermRow> {
  return assertOwned(await repo.findTerm(ctx.db, termId), clubId, '학기');
}

/**
 * A term whose activity records may change: until MEMBER_LIMITS.reportDaysAfterTerm days after its last day (by the
 * app's clock, Seoul), since the union's report of a term is written after it (docs/product.md#the-union-report).
 */
export async function writableTerm(ctx: AppContext, user: SessionUser, termId: number): Promise<TermRow> {
  const term = await clubTerm(ctx, user.clubId!, termId);
  if (addDays(term.ends_on, MEMBER_LIMITS.reportDaysAfterTerm) < todayOf(ctx)) {
    throw new AppError('TERM_READ_ONLY', M.termReadOnly);
  }
  return term;
}

/**
 * A term's activities with their reports, by start: what the activity records screen and the union's report of the
 * term show. The club's term only (another club's: 403; unknown: 404).
 */
export async function listTermActivities(
  ctx: AppContext,
  clubId: number,
  termId: number,
): Promise<TermActivity[]> {
  return activitiesOf(ctx.db, await clubTerm(ctx, clubId, termId));
}

/** One activity of the term, or 404. */
export async function activityOf(
  db: Db,
  term: TermRow,
  kind: ActivityKind,
  refId: number,
): Promise<TermActivity> {
  const found = (await activitiesOf(db, term)).find((a) => a.kind === kind && a.refId === refId);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  return found;
}

/** PUT …/activities/{kind}/{refId}: the report's summary and hand count (null: back to the automatic count). */
export async function saveReport(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  kind: ActivityKind,
  refId: number,
  body: ActivityReportRequest,
): Promise<TermActivity> {
  const term = await writableTerm(ctx, user, termId);
  await activityOf(ctx.db, term, kind, refId);
  const details = {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.date === undefined ? {} : { date: body.date }),
    ...(body.place === undefined ? {} : { place: body.place }),
  };
  const changed = Object.keys(details);
  if (kind !== 'other' && changed.length > 0) {
    throw new AppError('VALIDATION_FAILED', M.onlyOthersDetails, { [changed[0]!]: M.onlyOthersDetails });
  }
  if (details.date !== undefined && (details.date < term.starts_on || details.date > term.ends_on)) {
    throw new AppError('VALIDATION_FAILED', M.dateOutsideTerm, { date: M.dateOutsideTerm });
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    if (
      changed.length > 0 &&
      !(await repo.updateOther(trx, term.id, refId, { ...details, updated_at: at }))
    ) {
      throw new AppError('NOT_FOUND', M.notFound);
    }
    await repo.saveReport(trx, {
      club_id: term.club_id,
      term_id: term.id,
      kind,
      ref_id: refId,
      summary: body.summary,
      attendees_manual: body.attendees,
      updated_by: user.email,
      updated_at: at,
    });
    await recordAudit(
      trx,
      user,
      'activity.report',
      { type: 'activity', id: `${kind}:${refId}` },
      { termId, attendees: body.attendees, summaryLength: body.summary.length, ...details },
    );
  });
  return activityOf(ctx.db, term, kind, refId);
}

/** POST …/activities: a 기타 활동 on a day of the term, with its report. */
export async function createOther(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: ActivityCreateRequest,
): Promise<TermActivity> {
  const term = await writableTerm(ctx, user, termId);
  if (body.date < term.starts_on || body.date > term.ends_on) {
    throw new AppError('VALIDATION_FAILED', M.dateOutsideTerm, { date: M.dateOutsideTerm });
  }
  const at = ctx.now().toISOString();
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
      await repo.lockTerm(trx, term.id, ctx.dialect);
      if ((await repo.countOthers(trx, term.id)) >= L.othersPerTermMax) {
        throw new AppError('CONFLICT', M.othersMax);
      }
      const made = await repo.insertOther(trx, {
        club_id: term.club_id,
        term_id: term.id,
        title: body.title,
        date: body.date,
        place: body.place,
        created_by: user.email,
        created_at: at,
        updated_at: at,
      });
      await repo.saveReport(trx, {
        club_id: term.club_id,
        term_id: term.id,
        kind: 'other',
        ref_id: made,
        summary: body.summary,
        attendees_manual: body.attendees,
        updated_by: user.email,
        updated_at: at,
      });
      await recordAudit(
        trx,
        user,
        'activity.create',
        { type: 'activity', id: `other:${made}` },
        { termId, title: body.title, date: body.date },
      );
      return made;
    })
    .catch((err: unknown) => {
      // the term was deleted meanwhile
      if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', M.notFound);
      throw err;
    });
  return activityOf(ctx.db, term, 'other', id);
}

/** DELETE …/activities/other/{refId}: a 기타 활동 with its report and photos; other kinds are not deleted here. */
export async function deleteOther(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  kind: ActivityKind,
  refId: number,
): Promise<Ok> {
  const term = await writableTerm(ctx, user, termId);
  if (kind !== 'other') throw new AppError('VALIDATION_FAILED', M.onlyOthers, { kind: M.onlyOthers });
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    const report = await repo.findReport(trx, term.id, 'other', refId);
    const photos = report ? await repo.reportPhotoNames(trx, report.id) : [];
    if (!(await repo.deleteOther(trx, term.id, refId))) throw new AppError('NOT_FOUND', M.notFound);
    await repo.deleteReport(trx, term.id, 'other', refId);
    await deleteStored(trx, photos);
    await recordAudit(trx, user, 'activity.delete', { type: 'activity', id: `other:${refId}` }, { termId });
  });
  return { success: true };
}
