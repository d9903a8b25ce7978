/**
 * The show form's values, their defaults, the spec's validation order (spec 2 §5) and the conversion to the
 * contract's request of POST /manager/show/create and PUT /manager/show/update/{id}.
 */
import {
  BANKS,
  LIMITS,
  sessionTimingIssues,
  toScheduleTime,
  VALIDATION,
  type Bank,
  type ShowCreateRequest,
  type ShowEdit,
  type ShowUpdateRequest,
} from '@moa/contract';
import { ko } from '../../../text/ko';

const t = ko.contentForms.show;
const e = t.errors;

export type FormMode = 'create' | 'edit';

export interface SessionValues {
  /** The schedule id of an existing session (edit); absent for a new one. */
  scheduleId?: number;
  /** Seats already sold (edit); 0 for a new session. */
  applyPeople: number;
  /** The saved date and time of an existing session (edit): left as they are, they may lie in the past. */
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
  sessions: SessionValues[];
}

export const HOURS = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'));
export const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

export function newSession(): SessionValues {
  return {
    applyPeople: 0,
    date: '',
    hour: '',
    minute: '',
    cost: '',
    maxTicket: LIMITS.defaultMaxTicket,
    maxPeople: String(LIMITS.defaultMaxPeople),
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
    sessions: [newSession()],
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
    sessions: [...show.scheduleDtoList]
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
      })),
  };
}

export interface Issue {
  /** The form field name, e.g. 'sessions.1.cost'. */
  field: string;
  message: string;
}

const blank = (value: string) => value.trim() === '';
const positive = (digits: string) => digits !== '' && Number(digits) > 0;

/**
 * Every problem of the form, in the spec's order: title, poster, QR (create only), place, runtime > 0, then per
 * session date, time, price > 0 (and our seats check); then the caps and the fields the server also requires.
 */
export function validateShow(values: ShowFormValues, mode: FormMode): Issue[] {
  const issues: Issue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });

  if (mode === 'create') {
    if (blank(values.name)) add('name', e.nameRequired);
    else if (values.name.trim().length > LIMITS.titleMax)
      add('name', ko.contentForms.charLimit(t.name, LIMITS.titleMax));
    if (!values.poster) add('poster', e.posterRequired);
    if (!values.qr) add('qr', e.qrRequired);
  }
  if (blank(values.location)) add('location', e.locationRequired);
  if (!positive(values.runtime)) add('runtime', e.runtimeRequired);
  else if (Number(values.runtime) > LIMITS.maxRuntimeMinutes) add('runtime', VALIDATION.tooLarge);

  if (values.sessions.length === 0) add('sessions', e.sessionsRequired);
  // Within the show period, and not in the past unless an existing session is left as it was (contract rule).
  const timing = sessionTimingIssues(
    values,
    values.sessions.map((s) => {
      const time = s.hour !== '' && s.minute !== '' ? toScheduleTime(s.hour, s.minute) : '';
      return {
        date: s.date,
        time,
        checkPast: !s.saved || s.saved.date !== s.date || s.saved.time !== time,
      };
    }),
  );
  values.sessions.forEach((s, i) => {
    const n = i + 1;
    const at = (key: string) => `sessions.${i}.${key}`;
    const when = timing.find((issue) => issue.index === i);
    if (s.date === '') add(at('date'), e.sessionDate(n));
    else if (when?.field === 'date') add(at('date'), when.message);
    if (s.hour === '') add(at('hour'), e.sessionTime(n));
    else if (s.minute === '') add(at('minute'), e.sessionTime(n));
    else if (when?.field === 'time') add(at('hour'), when.message);
    if (s.cost === '') add(at('cost'), e.sessionCost(n));
    else if (!positive(s.cost)) add(at('cost'), e.sessionCostPositive(n));
    else if (Number(s.cost) > LIMITS.maxCost) add(at('cost'), VALIDATION.tooLarge);
    if (!positive(s.maxPeople)) add(at('maxPeople'), e.sessionSeats(n));
    else if (Number(s.maxPeople) < s.applyPeople)
      add(at('maxPeople'), e.sessionSeatsBelowSold(n, s.applyPeople));
    else if (Number(s.maxPeople) > LIMITS.maxPeoplePerSession) add(at('maxPeople'), VALIDATION.tooLarge);
    if (s.maxTicket < LIMITS.minMaxTicket) add(at('maxTicket'), VALIDATION.notNegative);
  });

  if (values.introductionLetter.trim().length > LIMITS.introMax)
    add('introductionLetter', ko.contentForms.charLimit(t.intro, LIMITS.introMax));
  if (values.noticeLetter.trim().length > LIMITS.noticeMax)
    add('noticeLetter', ko.contentForms.charLimit(t.notice, LIMITS.noticeMax));
  if (values.startDate === '') add('startDate', e.startDateRequired);
  if (values.endDate === '') add('endDate', e.endDateRequired);
  else if (values.startDate !== '' && values.endDate < values.startDate) add('endDate', VALIDATION.dateOrder);
  // The transfer account is entered once, on creation; an edit shows it read-only.
  if (mode === 'create') {
    if (!(BANKS as readonly string[]).includes(values.accountBankName))
      add('accountBankName', e.bankRequired);
    if (blank(values.accountNumber)) add('accountNumber', e.accountNumberRequired);
    else if (!/^\d+$/.test(values.accountNumber)) add('accountNumber', VALIDATION.accountDigits);
    if (blank(values.accountName)) add('accountName', e.accountNameRequired);
  }
  return issues;
}

function scheduleList(sessions: SessionValues[]) {
  return sessions.map((s, i) => ({
    ...(s.scheduleId !== undefined ? { id: s.scheduleId } : {}),
    orderIndex: i + 1,
    date: s.date,
    time: toScheduleTime(s.hour, s.minute),
    cost: Number(s.cost),
    maxTicket: s.maxTicket,
    maxPeople: Number(s.maxPeople),
  }));
}

/** The request fields both calls share (the edit payload omits the name and the transfer account, fixed on creation). */
function editableFields(values: ShowFormValues): ShowUpdateRequest {
  const list = scheduleList(values.sessions);
  return {
    location: values.location.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    runtime: Number(values.runtime),
    manager: values.manager.trim(),
    managerPhoneNumber: values.managerPhoneNumber.trim(),
    // The show's own capacity: the largest session (each session carries its own seats).
    maxPeople: list.reduce((max, s) => Math.max(max, s.maxPeople), 0) || LIMITS.defaultMaxPeople,
    introductionLetter: values.introductionLetter.trim(),
    noticeLetter: values.noticeLetter.trim(),
    earlyBird: values.earlyBird === 'yes',
    scheduleDtoList: list,
  };
}

export function toCreateRequest(values: ShowFormValues): ShowCreateRequest {
  return {
    ...editableFields(values),
    name: values.name.trim(),
    accountNumber: values.accountNumber.trim(),
    accountName: values.accountName.trim(),
    accountBankName: values.accountBankName as Bank,
  };
}

export function toUpdateRequest(values: ShowFormValues): ShowUpdateRequest {
  return editableFields(values);
}

const SERVER_FIELD: Record<string, string> = { time: 'hour', id: 'date', orderIndex: 'date' };

/** A server field path ("scheduleDtoList.0.time") as the form's field name ("sessions.0.hour"). */
export function formFieldOf(path: string): string | null {
  const session = /^scheduleDtoList\.(\d+)\.(\w+)$/.exec(path);
  if (session) return `sessions.${session[1]}.${SERVER_FIELD[session[2]!] ?? session[2]}`;
  if (path === 'scheduleDtoList') return 'sessions';
  const known: (keyof ShowFormValues)[] = [
    'name',
    'introductionLetter',
    'startDate',
    'endDate',
    'location',
    'runtime',
    'manager',
    'managerPhoneNumber',
    'accountBankName',
    'accountNumber',
    'accountName',
    'noticeLetter',
  ];
  return (known as string[]).includes(path) ? path : null;
}
