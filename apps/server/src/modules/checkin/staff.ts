import type { DoorDutyList, StaffList } from '@moa/contract';
import { CHECKIN_MESSAGES } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import { assertSignInDomain } from '../../lib/email-domain.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { showAccessEnd, staffAccessEnd } from './access.ts';
import * as repo from './repository.ts';

/** The manager's own show: unknown → 404, another club's → 403. */
const ownedShow = async (ctx: AppContext, user: SessionUser, showId: number) =>
  assertOwned(await repo.findShowWithClub(ctx.db, showId), user.clubId!, '공연');

const runtimeOf = (ctx: AppContext, showId: number) => repo.showRuntime(ctx.db, showId);

async function staffList(ctx: AppContext, show: { id: number; name: string }): Promise<StaffList> {
  const [rows, end] = await Promise.all([
    repo.listStaff(ctx.db, show.id),
    runtimeOf(ctx, show.id).then((runtime) => showAccessEnd(ctx, show.id, runtime)),
  ]);
  return {
    showId: show.id,
    title: show.name,
    endsAt: end?.toISOString() ?? null,
    staff: rows.map((r) => ({ email: r.email, grantedAt: r.created_at, signedIn: r.user_id !== null })),
  };
}

/** GET /mypage/manager/show/{showId}/staff: the manager's own show only. */
export async function listShowStaff(ctx: AppContext, user: SessionUser, showId: number) {
  return staffList(ctx, await ownedShow(ctx, user, showId));
}

/**
 * POST /mypage/manager/show/{showId}/staff: an e-mail may keep this show's door from its next sign-in (or at once)
 * until the show's last schedule ends. Adding it again changes nothing; a show that has ended takes no more staff.
 */
export async function addShowStaff(ctx: AppContext, user: SessionUser, showId: number, email: string) {
  const show = await ownedShow(ctx, user, showId);
  assertSignInDomain(ctx.config.allowedEmailDomains, email);
  const end = await showAccessEnd(ctx, showId, await runtimeOf(ctx, showId));
  if (!end || ctx.now().getTime() >= end.getTime())
    throw new AppError('CONFLICT', CHECKIN_MESSAGES.showEnded);
  await ctx.db.transaction().execute(async (trx) => {
    const added = await repo.insertStaff(trx, {
      show_id: showId,
      email,
      granted_by: user.email,
      created_at: ctx.now().toISOString(),
    });
    if (added) await recordAudit(trx, user, 'checkin.staff.add', { type: 'show', id: showId }, { email });
  });
  return staffList(ctx, show);
}

/** DELETE /mypage/manager/show/{showId}/staff/{email}: the access ends at once (checked on every call). */
export async function removeShowStaff(ctx: AppContext, user: SessionUser, showId: number, email: string) {
  const show = await ownedShow(ctx, user, showId);
  const target = email.trim().toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteStaff(trx, showId, target))) {
      throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.staffNotFound);
    }
    await recordAudit(trx, user, 'checkin.staff.remove', { type: 'show', id: showId }, { email: target });
  });
  return staffList(ctx, show);
}

/** GET /mypage/checkin: the shows whose door this user keeps, while their access lasts. */
export async function doorDuties(ctx: AppContext, user: SessionUser): Promise<DoorDutyList> {
  const rows = await repo.staffShows(ctx.db, user.email.toLowerCase());
  const shows = new Map<number, DoorDutyList['shows'][number] & { runtime: number }>();
  for (const r of rows) {
    const show = shows.get(r.show_id) ?? {
      showId: r.show_id,
      title: r.name,
      location: r.location,
      endsAt: '',
      runtime: r.runtime,
      schedules: [],
    };
    show.schedules.push({
      scheduleId: r.schedule_id,
      order: r.order_index,
      date: r.date,
      time: r.time.slice(0, 5),
    });
    shows.set(r.show_id, show);
  }
  const now = ctx.now().getTime();
  const open: DoorDutyList['shows'] = [];
  for (const { runtime, ...show } of shows.values()) {
    const end = staffAccessEnd(show.schedules, runtime);
    if (end && end.getTime() > now) open.push({ ...show, endsAt: end.toISOString() });
  }
  return { shows: open };
}
