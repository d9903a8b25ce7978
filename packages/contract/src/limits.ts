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
  maxPeoplePerSession: 100_000,
  maxSessionsPerShow: 50,
  maxRuntimeMinutes: 1_440,
  maxCost: 10_000_000,
  holderBatchMax: 1_000,
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
