/**
 * The Korean words of the term's attendance (출석부, docs/product.md#meetings-and-attendance): members × meetings with
 * each member's counts and 출석률, its filters and its XLSX file.
 */
import type { AttendanceMark } from '@moa/contract';
import { koNumber } from './number';

export const attendanceBookKo = {
  pageTitle: '출석부',
  link: '출석부',
  back: '회원 관리로',
  loadFailed: '출석부를 불러오지 못했습니다.',
  pick: '학기 선택',
  noTerm: '아직 학기가 없습니다. 회원 관리에서 학기를 먼저 만들어주세요.',
  noMeetings: '이 학기에 모임이 없습니다. 모임을 만들면 출석이 여기에 쌓입니다.',
  noMatch: '조건에 맞는 회원이 없습니다.',
  caption: (term: string) => `${term} 출석부`,
  searchLabel: '이름 또는 학번으로 찾기',
  searchPlaceholder: '이름 또는 학번',
  allPositions: '모든 직책',
  positionFilter: '직책',
  name: '이름',
  rate: '출석률',
  rateValue: (rate: number | null) => (rate === null ? '-' : `${Math.round(rate * 100)}%`),
  counts: (c: { present: number; late: number; excused: number; absent: number }) =>
    `출석 ${koNumber(c.present)} · 지각 ${koNumber(c.late)} · 공결 ${koNumber(c.excused)} · 결석 ${koNumber(c.absent)}`,
  /** A cell's one letter, with its full word for screen readers. */
  short: { present: '출', late: '지', excused: '공', absent: '결' } satisfies Record<AttendanceMark, string>,
  notExpected: '대상 아님',
  unmarked: '미확인',
  legend:
    '출 = 출석, 지 = 지각, 공 = 공결, 결 = 결석, - = 참석 대상 아님. 출석률은 시작한 모임 중 (출석 + 지각)의 비율이며 공결은 빼고 셉니다.',
  xlsx: 'XLSX 다운로드',
  fetching: '받는 중…',
  exportFailed: '출석부 파일을 받지 못했습니다.',
  shown: (shown: number, all: number) => `${koNumber(all)}명 중 ${koNumber(shown)}명`,
} as const;
