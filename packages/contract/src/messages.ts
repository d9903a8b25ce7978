import { LIMITS } from './limits.ts';

/** Validation messages shared by the browser and the server, so both say the same (docs/product.md#design-rules). */
export const VALIDATION = {
  required: '필수 항목입니다.',
  allRequired: '모든 정보를 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: '이름은 20자 이내로 입력해주세요.',
  studentIdRequired: '학번을 입력해주세요.',
  studentIdHint: `${LIMITS.studentIdLength}자리 학번을 입력해주세요.`,
  studentIdLength: `학번은 ${LIMITS.studentIdLength}자리여야 합니다.`,
  phoneRequired: '전화번호를 입력해주세요.',
  phoneFormat: '전화번호 형식을 확인해주세요.',
  managerNameRequired: '담당자 이름을 입력해주세요.',
  managerPhoneFormat: '전화번호 형식은 010-1234-5678입니다.',
  clubNameRequired: '동아리 이름을 입력해주세요.',
  imageType: '이미지 파일만 업로드할 수 있습니다.',
  imageHeic: 'HEIC 사진은 올릴 수 없습니다. JPG나 PNG로 바꿔 올려주세요.',
  imageSize: '파일 크기는 5MB 이하여야 합니다.',
  imagePixels: '이미지 해상도가 너무 큽니다.',
  accountDigits: '계좌번호는 숫자만 입력해주세요.',
  semestersDigits: '숫자만 입력해주세요.',
  invalidDate: '날짜 형식을 확인해주세요.',
  invalidTime: '시간 형식을 확인해주세요.',
  dateOrder: '종료일은 시작일보다 빠를 수 없습니다.',
  invalidUrl: 'http:// 또는 https://로 시작하는 주소를 입력해주세요.',
  invalidEmail: '이메일 형식을 확인해주세요.',
  /** An e-mail outside the domains that may sign in (ALLOWED_EMAIL_DOMAINS): it could never use what it is given. */
  emailDomain: (domains: readonly string[]) =>
    `로그인할 수 있는 학교 이메일(${domains.map((d) => `@${d}`).join(', ')})만 입력할 수 있습니다.`,
  clubNameTaken: '같은 이름의 동아리가 이미 있습니다. 다른 이름을 입력해주세요.',
  schoolYear: '학년은 1에서 6 사이의 숫자로 적어주세요.',
  invalidChoice: '목록에서 선택해주세요.',
  positiveNumber: '0보다 큰 숫자를 입력해주세요.',
  notNegative: '0 이상의 숫자를 입력해주세요.',
  integer: '정수를 입력해주세요.',
  tooLarge: '입력할 수 있는 값보다 큽니다.',
  ticketMin: '1매 이상 선택해주세요.',
  /** PostgreSQL cannot store a NUL character, so no text may carry one. */
  invalidCharacter: '입력할 수 없는 문자가 포함되어 있습니다.',
  maxLength: (n: number) => `${n}자를 초과할 수 없습니다.`,
  /** A capped field named by its label: "공연 이름은 30자를 초과할 수 없습니다" (은 after a final consonant, else 는). */
  charLimit: (label: string, max: number) => `${label}${topicParticle(label)} ${max}자를 초과할 수 없습니다`,
  /** An optional link that is not an http(s) address: "인스타그램 링크는 http:// 또는 https://로 시작해야 합니다". */
  linkInvalid: (label: string) => `${label} 링크는 http:// 또는 https://로 시작해야 합니다`,
} as const;

/** 은 after a Hangul syllable with a final consonant, 는 otherwise. */
function topicParticle(word: string): '은' | '는' {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '은' : '는';
}

/** The optional related links of events and recruiting posts, by their request field, as their messages name them. */
export const LINK_LABELS = {
  inUrl: '인스타그램',
  kakaUrl: '카카오톡 오픈채팅',
  youUrl: '유튜브',
  noUrl: '노션',
  url: '웹사이트',
} as const;
export type LinkName = keyof typeof LINK_LABELS;
