/**
 * Business constants: limits and timings of docs/product.md "Limits and timings". Korean bank names are data values
 * (what is stored and shown).
 */

export const PRODUCT_NAME = '모아';
export const PRODUCT_NAME_LATIN = 'Moa';
/** sessionStorage key of the sign-in token, named for the product (docs/product.md "Sign-in and sessions"). */
export const SESSION_STORAGE_KEY = 'moa.token';

export const LIMITS = {
  titleMax: 30,
  introMax: 100,
  noticeMax: 300,
  etcInfoMax: 300,
  nameMax: 20,
  studentIdLength: 8,
  phoneMaxLength: 13,
  recruitingContentMax: 100,
  recruitingEligibilityMax: 200,
  recruitingNoticeMax: 200,
  recruitingIntroMax: 300,
  /** Free-text fields the product gives no cap for; the server still bounds them. */
  shortTextMax: 100,
  urlMax: 500,
  accountNumberMax: 30,
  imageMaxBytes: 5_242_880,
  imageMaxPixels: 40_000_000,
  defaultMaxPeople: 100,
  defaultMaxTicket: 1,
  minMaxTicket: 0,
  maxPeoplePerSchedule: 100_000,
  maxSchedulesPerShow: 50,
  maxRuntimeMinutes: 1_440,
  maxCost: 10_000_000,
  holderBatchMax: 1_000,
  /** How long a manager may undo a batch payment change (입금 확인 / 입금 취소), by the server's clock. */
  paymentUndoMinutes: 10,
  /** A club's hall (docs/product.md#halls): its name, its text, its seats, and a CSV of seats (docs/decisions/0025-halls.md). */
  hallNameMax: 30,
  hallTextMax: 20_000,
  hallSeatsMax: 1_500,
  /** Cells (seats, aisles, gaps) one drawn row may hold. */
  hallRowCellsMax: 100,
  /** A section's name and a row's label, as they appear in seat keys (1층-가-7). */
  hallLabelMax: 10,
  hallCsvMaxBytes: 200_000,
  hallsPerClubMax: 50,
  /** A seated schedule's grades (R석, S석 …) and blocks (운영석 …) (docs/product.md#assigned-seats). */
  seatGradesMax: 8,
  seatGradeNameMax: 10,
  seatBlocksMax: 10,
  /** Wheelchair spaces and companion seats are held for wheelchair users until this many hours before the start. */
  wheelchairReleaseHours: 24,
  /** The student profile's 학과 (docs/product.md#members). */
  departmentMax: 40,
  /** 학년: 1 to this (a six-year course, or a fifth year of a four). */
  schoolYearMax: 6,
} as const;

export const TIMINGS = {
  bannerDesktopMs: 8_000,
  bannerDesktopFadeMs: 250,
  bannerMobileMs: 10_000,
  bannerMobileFadeMs: 1_000,
  serverDownRetryTimeoutMs: 5_000,
  loginRequestTimeoutMs: 30_000,
  clubSaveRedirectMs: 1_500,
  recruitingConfirmDelayMs: 600,
  paymentAppCheckMs: 2_000,
  paymentAppFallbackMs: 1_500,
} as const;

export const BREAKPOINTS = {
  myPage: 600,
  landing: 768,
  banner: 1280,
} as const;

export const BANNER_THUMBNAILS = 4;
export const BANNER_ITEMS = 5;
export const SAMPLE_TRANSFER_AMOUNT = 15_000;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Show and event categories of the /main list (docs/product.md "Main page"); 'performance' is a show, the rest are
 * events.
 */
export const ATTRACTION_CATEGORIES = ['performance', 'experience', 'busking', 'food', 'worship'] as const;
export type AttractionCategory = (typeof ATTRACTION_CATEGORIES)[number];
/** Categories an event may take on create; the edit select adds 'performance' (docs/product.md "Manager forms"). */
export const EVENT_CATEGORIES = ['experience', 'busking', 'food', 'worship'] as const;
export const EVENT_EDIT_CATEGORIES = ATTRACTION_CATEGORIES;

export const CLUB_CATEGORIES = [
  'performance',
  'sports',
  'religion',
  'academic',
  'exhibition',
  'service',
  'computing',
] as const;
export type ClubCategory = (typeof CLUB_CATEGORIES)[number];

export const RECRUITING_CATEGORIES = ['regular', 'additional', 'rolling'] as const;
export type RecruitingCategory = (typeof RECRUITING_CATEGORIES)[number];

export const AUTHORITIES = ['ROLE_USER', 'ROLE_CLUB', 'ROLE_ADMIN'] as const;
export type Authority = (typeof AUTHORITIES)[number];

/** The create-show bank dropdown, in the order of docs/product.md "Manager forms". */
export const BANKS = [
  '신한은행',
  'NH농협은행',
  '하나은행',
  '수협은행',
  '우리은행',
  '토스뱅크',
  '카카오뱅크',
  'KB국민은행',
  'IBK기업은행',
  '우체국',
  '새마을금고',
  '신협',
] as const;
export type Bank = (typeof BANKS)[number];

/**
 * Where a refund may go besides the spec's 12 banks (docs/product.md#cancelling-and-refunds): every other Korean bank
 * and savings institution a student may hold an account at, by the name its customers know.
 */
export const OTHER_BANKS = [
  '케이뱅크',
  'KDB산업은행',
  'SC제일은행',
  '씨티은행',
  'iM뱅크(대구은행)',
  '부산은행',
  '경남은행',
  '광주은행',
  '전북은행',
  '제주은행',
  '지역농협·축협',
  '수협중앙회',
  '산림조합',
  '저축은행',
  'HSBC은행',
] as const;

/** The securities firms whose accounts take transfers (a refund may go to a CMA or a brokerage account). */
export const SECURITIES_FIRMS = [
  'KB증권',
  '미래에셋증권',
  '삼성증권',
  'NH투자증권',
  '한국투자증권',
  '키움증권',
  '신한투자증권',
  '하나증권',
  '대신증권',
  '메리츠증권',
  '토스증권',
  '카카오페이증권',
  '유안타증권',
  '교보증권',
  'SK증권',
  '한화투자증권',
  '유진투자증권',
  '현대차증권',
  'DB증권',
  'IBK투자증권',
  'LS증권',
  'iM증권',
  '신영증권',
  '부국증권',
  'BNK투자증권',
  '다올투자증권',
  '상상인증권',
  '케이프투자증권',
] as const;

/** A student's refund account: the spec's 12 banks first, then every other bank, then the securities firms. */
export const REFUND_BANKS = [...BANKS, ...OTHER_BANKS, ...SECURITIES_FIRMS] as const;
export type RefundBank = (typeof REFUND_BANKS)[number];

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

// ---- recruiting applications (docs/product.md#recruiting-applications) ----

/** How students apply to a recruiting post: the external `applicationUrl`, or the form in the portal. */
export const APPLICATION_MODES = ['link', 'form'] as const;
export type ApplicationMode = (typeof APPLICATION_MODES)[number];

/** A form question: short text, long text with a character limit, one choice, several choices. */
export const QUESTION_KINDS = ['short', 'long', 'single', 'multiple'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** 지원 → 서류 합격 / 서류 불합격 → 면접 → 최종 합격 / 최종 불합격. */
export const APPLICATION_STAGES = [
  'applied',
  'screenPassed',
  'screenFailed',
  'interview',
  'accepted',
  'rejected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stages a result can be announced for (the student is told in batch, with a message). */
export const RESULT_STAGES = ['screenPassed', 'screenFailed', 'accepted', 'rejected'] as const;
export type ResultStage = (typeof RESULT_STAGES)[number];

export const APPLICATION_LIMITS = {
  questionsMax: 30,
  questionLabelMax: 100,
  optionsMin: 2,
  optionsMax: 20,
  optionMax: 50,
  /** A short answer's cap; a long answer's cap is its question's maxLength. */
  shortAnswerMax: 100,
  longAnswerDefault: 500,
  longAnswerMax: 2_000,
  reviewNoteMax: 1_000,
  resultMessageMax: 1_000,
  batchMax: 1_000,
  slotsMax: 200,
  slotPlaceMax: 200,
  slotCapacityMax: 50,
  slotDurationMin: 5,
  slotDurationMax: 480,
  slotDurationDefault: 20,
  /** A booked interview can be booked or moved until this many hours before the slot starts. */
  interviewChangeCutoffHours: 24,
  /** Days after a post's end date its applications are kept (APPLICATION_RETENTION_DAYS). */
  retentionDaysDefault: 90,
} as const;

/**
 * A club's members per term (docs/product.md#members): a membership's status. pending waits (a 최종 합격 not yet
 * joined, an invitation, a renewal answered yes); active, leave (휴학), alumni and withdrawn are set by the manager.
 */
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'leave', 'alumni', 'withdrawn'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Where a membership came from. */
export const MEMBERSHIP_SOURCES = ['application', 'manager', 'import', 'renewal'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

export const MEMBER_LIMITS = {
  termNameMax: 20,
  /** A term is at most a year long. */
  termDaysMax: 366,
  termsPerClubMax: 200,
  /**
   * The union's report of a term is made after it: its activity records and its ledger stay open this many days
   * after the term's last day (docs/product.md#the-union-report); its roster and meetings do not.
   */
  reportDaysAfterTerm: 90,
  positionNameMax: 20,
  positionsPerClubMax: 20,
  reasonMax: 200,
  searchMax: 50,
  /** A roster file (CSV or XLSX): its bytes and its rows. */
  rosterMaxBytes: 2 * 1024 * 1024,
  rosterRowsMax: 2_000,
  /** The default terms: 1학기 from 3/1 to 8/31, 2학기 from 9/1 to the end of February. */
  springStart: '03-01',
  autumnStart: '09-01',
  /** The positions a club starts with, in order; the first manages the club. */
  defaultPositions: ['회장', '부회장', '총무', '임원', '회원'],
  /** Days after its term ends a withdrawn member's membership is kept (MEMBERSHIP_RETENTION_DAYS). */
  withdrawnRetentionDaysDefault: 90,
  /** Dues reminders: this many days before the pay-by day, and this many after it (once each). */
  duesReminderDaysBefore: 3,
  duesReminderDaysAfter: 1,
  /** Of the default positions, those that manage the club. */
  defaultManaging: ['회장', '부회장', '총무'],
  /** Members one batch status change may touch. */
  batchMax: 500,
  /** Positions one hand-over may move. */
  handoverItemsMax: 10,
  /** Hand-overs the officers' page lists (newest first). */
  handoverListMax: 20,
} as const;
