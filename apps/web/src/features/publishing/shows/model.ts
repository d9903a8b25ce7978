/** The show form's values and their defaults (schema.ts turns them into the request). */
import { LIMITS, PAYMENT_DEADLINE, WAITLIST, type ShowEdit } from '@moa/contract';
import type { ContractForm } from '../../../components/form/useContractForm';

export type FormMode = 'create' | 'edit';

export interface ScheduleValues {
  /** The schedule id of an existing schedule (edit); absent for a new one. */
  scheduleId?: number;
  /** Seats already sold (edit); 0 for a new schedule. */
  applyPeople: number;
  /** The saved date and time of an existing schedule (edit): left as they are, they may lie in the past. */
  saved?: { date: string; time: string };
  date: string;
  /** '' until chosen, else '00'–'23'. */
  hour: string;
  /** '' until chosen, else '00'–'59'. */
  minute: string;
  /** Digits only, in won. */
  cost: string;
  maxTicket: number;
  /** Digits only. */
  maxPeople: string;
  /**
   * 좌석 방식 (docs/product.md#assigned-seats): 'free' sells unnumbered tickets up to maxPeople; 'seated' sells the
   * seats of a club hall, and the seat count follows the hall's painted plan.
   */
  seating: 'free' | 'seated';
  /** The chosen hall's id as text; '' until chosen (sent only while seated). */
  hallId: string;
  /** The hall the schedule was saved in (edit): its plan exists and can be painted. */
  savedHallId?: number | null;
}

export interface ShowFormValues {
  poster: File | null;
  qr: File | null;
  name: string;
  introductionLetter: string;
  startDate: string;
  endDate: string;
  location: string;
  /** Digits only, in minutes. */
  runtime: string;
  earlyBird: 'yes' | 'no';
  manager: string;
  managerPhoneNumber: string;
  accountBankName: string;
  accountNumber: string;
  accountName: string;
  noticeLetter: string;
  /** Digits only: hours a student has to pay after reserving (PAYMENT_DEADLINE). */
  paymentDeadlineHours: string;
  /** 예매 오픈 시각: a datetime-local value in Seoul ('YYYY-MM-DDTHH:MM'); '' opens sales on publishing. */
  salesOpenAt: string;
  /** A sold-out schedule takes a waiting list (docs/product.md#waiting-list). */
  waitlistEnabled: boolean;
  /** Digits only: minutes an offer of returned seats stays open (WAITLIST); sent only while the list is on. */
  waitlistOfferMinutes: string;
  schedules: ScheduleValues[];
}

export const HOURS = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'));
export const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

export function newSchedule(): ScheduleValues {
  return {
    applyPeople: 0,
    date: '',
    hour: '',
    minute: '',
    cost: '',
    maxTicket: LIMITS.defaultMaxTicket,
    maxPeople: String(LIMITS.defaultMaxPeople),
    seating: 'free',
    hallId: '',
  };
}

export function emptyShow(): ShowFormValues {
  return {
    poster: null,
    qr: null,
    name: '',
    introductionLetter: '',
    startDate: '',
    endDate: '',
    location: '',
    runtime: '',
    earlyBird: 'no',
    manager: '',
    managerPhoneNumber: '',
    accountBankName: '',
    accountNumber: '',
    accountName: '',
    noticeLetter: '',
    paymentDeadlineHours: String(PAYMENT_DEADLINE.defaultHours),
    salesOpenAt: '',
    waitlistEnabled: WAITLIST.defaultEnabled,
    waitlistOfferMinutes: String(WAITLIST.defaultOfferMinutes),
    schedules: [newSchedule()],
  };
}

/** The edit form's values from GET /manager/show/update/{id}. */
export function fromShowEdit(show: ShowEdit): ShowFormValues {
  return {
    poster: null,
    qr: null,
    name: show.name,
    introductionLetter: show.introductionLetter,
    startDate: show.startDate,
    endDate: show.endDate,
    location: show.location,
    runtime: String(show.runtime),
    earlyBird: show.earlyBird ? 'yes' : 'no',
    manager: show.manager,
    managerPhoneNumber: show.managerPhoneNumber,
    accountBankName: show.accountBankName,
    accountNumber: show.accountNumber,
    accountName: show.accountName,
    noticeLetter: show.noticeLetter,
    paymentDeadlineHours: String(show.paymentDeadlineHours),
    salesOpenAt: show.salesOpenAt ?? '',
    waitlistEnabled: show.waitlistEnabled,
    waitlistOfferMinutes: String(show.waitlistOfferMinutes),
    schedules: [...show.scheduleDtoList]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((s) => ({
        scheduleId: s.id,
        applyPeople: s.applyPeople,
        saved: { date: s.date, time: s.time },
        date: s.date,
        hour: s.time.slice(0, 2),
        minute: s.time.slice(3, 5),
        cost: String(s.cost),
        maxTicket: s.maxTicket,
        maxPeople: String(s.maxPeople),
        // an answer from before halls has no hallId: unnumbered tickets
        seating: s.hallId != null ? ('seated' as const) : ('free' as const),
        hallId: s.hallId != null ? String(s.hallId) : '',
        savedHallId: s.hallId ?? null,
      })),
  };
}

/** What the show form's sections use of the form: its values, messages, ids and control attributes. */
export type ShowFields = Pick<
  ContractForm<ShowFormValues, unknown>,
  'form' | 'errorOf' | 'control' | 'aria' | 'idOf'
>;

/** A schedule saved in the hall it is still set in: its plan exists, so its grades can be painted now. */
export const paintable = (s: Pick<ScheduleValues, 'scheduleId' | 'seating' | 'hallId' | 'savedHallId'>) =>
  s.scheduleId !== undefined &&
  s.seating === 'seated' &&
  s.savedHallId != null &&
  String(s.savedHallId) === s.hallId;
