import type { ShowDetail, ShowEdit, showUpdateRequest } from '@moa/contract';
import type { Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { SchedulesTable, ShowsTable } from '../../db/schema.ts';
import { salesOpenAtOf } from '../../lib/time.ts';
import { fileUrl } from '../files/index.ts';

/**
 * The one mapping between a show's row and the contract, both ways: the show page (browse) and the edit form
 * (manage) read a show through `showFields`, and creating and editing write the form's fields through
 * `editableColumns`. A show field the page shows and the form edits is mapped here once (docs/architecture.md).
 */

/** What the show page and the edit form both say of a show. */
export function showFields(show: Selectable<ShowsTable>) {
  return {
    location: show.location,
    startDate: show.start_date,
    endDate: show.end_date,
    runtime: show.runtime,
    manager: show.manager,
    managerPhoneNumber: show.manager_phone,
    introductionLetter: show.introduction,
    noticeLetter: show.notice,
    earlyBird: show.early_bird === 1,
    paymentDeadlineHours: show.payment_deadline_hours,
    waitlistEnabled: show.waitlist_enabled === 1,
    salesOpenAt: salesOpenAtOf(show.sales_open_at),
    photo: fileUrl(show.poster_file),
  } satisfies Partial<ShowDetail> & Partial<ShowEdit>;
}

/** The columns the form's always-sent fields write, on creation and on every edit (contract: showEditableFields). */
export function editableColumns(body: z.output<typeof showUpdateRequest>) {
  return {
    location: body.location,
    start_date: body.startDate,
    end_date: body.endDate,
    runtime: body.runtime,
    manager: body.manager,
    manager_phone: body.managerPhoneNumber,
    default_max_people: body.maxPeople,
    introduction: body.introductionLetter,
    notice: body.noticeLetter,
    early_bird: body.earlyBird ? 1 : 0,
  } satisfies Updateable<ShowsTable>;
}

/** What the show page and the edit form both say of a schedule. */
export function scheduleFields(s: Selectable<SchedulesTable>) {
  return { date: s.date, time: s.time, cost: s.cost, maxPeople: s.max_people, applyPeople: s.apply_people };
}
