/**
 * The Korean words of the term's report to the student union (docs/product.md#the-union-report): the union's rules met
 * or not, the roster, the activities, the 결산 and the treasurer's ledger. The server's refusals come in the contract's
 * words (LEDGER_MESSAGES).
 */
import type { LedgerDirection, TermActivity } from '@moa/contract';
import { koNumber } from './number';

const won = (n: number) => `${koNumber(n)}원`;

export const reportKo = {
  pageTitle: '학기 보고서',
  link: '학기 보고서',
  back: '회원 관리로',
  lead: '학생회(동아리연합회)가 학기마다 받는 회원 명단·활동 내역·결산을 한 번에 만듭니다. 내기 전에 학생회 규정을 채웠는지 확인하세요.',
  loadFailed: '학기 보고서를 불러오지 못했습니다.',
  noTerm: '아직 학기가 없습니다. 회원 관리에서 학기를 먼저 만들어주세요.',
  pick: '학기 선택',
  xlsx: '엑셀로 받기',
  fetching: '파일 만드는 중…',
  exportFailed: '학기 보고서 파일을 받지 못했습니다.',
  print: '인쇄하기',
  printHint: '인쇄 창에서 "PDF로 저장"을 고르면 PDF 파일로 낼 수 있습니다.',
  generatedAt: (when: string) => `${when} 기준`,

  rules: {
    title: '학생회 규정',
    noUnion:
      '소속 학생회가 아직 정해지지 않아 확인할 규정이 없습니다. 관리자에게 학생회 지정을 요청해주세요.',
    union: (university: string, name: string) => `${university} ${name}`,
    allMet: (count: number) => `규정 ${koNumber(count)}개를 모두 채웠습니다.`,
    someMissed: (missed: number, count: number) =>
      `규정 ${koNumber(count)}개 중 ${koNumber(missed)}개를 아직 채우지 못했습니다. 내기 전에 확인하세요.`,
    met: '충족',
    missed: '미충족',
    counted: (members: number, notCounted: number) =>
      notCounted > 0
        ? `활동 회원 ${koNumber(members)}명 기준 (가입 대기·휴학·졸업 ${koNumber(notCounted)}명은 세지 않았습니다)`
        : `활동 회원 ${koNumber(members)}명 기준`,
  },

  roster: {
    title: '회원 명단',
    summary: (count: number, departments: number) => `${koNumber(count)}명 · ${koNumber(departments)}개 학과`,
    empty: '이 학기 명단에 회원이 없습니다.',
    noDepartment: '학과 미입력',
    columns: {
      name: '이름',
      studentId: '학번',
      department: '학과',
      year: '학년',
      status: '휴학 여부',
      position: '직책',
    },
    leave: '휴학',
    enrolled: '재학',
    year: (n: number | null) => (n === null ? '' : `${n}학년`),
    departmentsLabel: '학과별 인원',
  },

  activities: {
    title: '활동 내역',
    summary: (count: number) => `${koNumber(count)}회`,
    empty: '이 학기에 모임·공연·행사가 없습니다.',
    edit: '활동 기록에서 고치기',
    kinds: { meeting: '모임', show: '공연', event: '행사', other: '기타' } satisfies Record<
      TermActivity['kind'],
      string
    >,
    attendees: (n: number | null) => (n === null ? '인원 미입력' : `${koNumber(n)}명 참여`),
    noSummary: '활동 내용을 아직 적지 않았습니다.',
    photos: (n: number) => `사진 ${koNumber(n)}장`,
  },

  finance: {
    title: '결산',
    income: '수입',
    expense: '지출',
    balance: '잔액',
    totalIncome: '수입 합계',
    totalExpense: '지출 합계',
    empty: '이 학기에 적힌 수입·지출이 없습니다.',
    won,
    refundsOwed: (count: number, amount: number) =>
      `잔액에는 아직 보내지 않은 환불 ${koNumber(count)}건 ${won(amount)}이 들어 있습니다.`,
    portal: '모아 기록',
    receipt: '영수증 보기',
    receiptAttached: '영수증 첨부',
    noReceipt: (reason: string) => `영수증 없음: ${reason}`,
    add: '수입·지출 추가',
    edit: '수정',
    remove: '삭제',
    closed: (until: string) => `결산은 ${until}까지 고칠 수 있었습니다.`,
    openUntil: (until: string) => `직접 적은 수입·지출은 ${until}까지 고칠 수 있습니다.`,
    lead: '티켓 판매·환불·회비는 모아 기록에서 자동으로 들어갑니다. 그 밖의 수입과 지출(대관료, 지원금, 이월금 등)을 직접 적으세요.',
    caption: (term: string) => `${term} 결산`,
    columns: { date: '날짜', category: '항목', description: '내용', amount: '금액', evidence: '증빙' },
    removeTitle: '이 내역을 지울까요?',
    removeBody: (description: string, amount: number) =>
      `${description} ${won(amount)}. 첨부한 영수증도 함께 지워집니다.`,
    removed: '내역을 지웠습니다.',
    removeFailed: '내역을 지우지 못했습니다.',
    saved: '내역을 저장했습니다.',
    receiptTitle: (description: string) => `${description} 영수증`,
    receiptAlt: (description: string) => `${description} 영수증 사진`,
    receiptLoading: '영수증을 불러오는 중…',
    receiptFailed: '영수증을 불러오지 못했습니다.',
    close: '닫기',
  },

  ledger: {
    createTitle: '수입·지출 추가',
    editTitle: '수입·지출 수정',
    submit: '저장',
    busy: '저장하는 중…',
    failed: '저장하지 못했습니다.',
    direction: '구분',
    directions: { income: '수입', expense: '지출' } satisfies Record<LedgerDirection, string>,
    date: '날짜',
    category: '항목',
    categoryHint: '목록에서 고르거나 직접 적으세요.',
    description: '내용',
    descriptionPlaceholder: '예: 정기 공연 대관료 (학생회관 대강당)',
    amount: '금액 (원)',
    receipt: '영수증 사진',
    receiptHint: 'JPG·PNG·WebP 사진, 5MB 이하. 지출에는 영수증이나 없는 사유가 필요합니다.',
    keepReceipt: '첨부한 영수증이 있습니다. 새 사진을 고르면 바뀝니다.',
    removeReceipt: '첨부한 영수증 지우기',
    noReceiptReason: '영수증이 없는 사유',
    noReceiptPlaceholder: '예: 개인 간 거래라 영수증을 받지 못함 (이체 내역으로 대신)',
  },
} as const;
