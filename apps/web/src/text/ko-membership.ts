/**
 * The Korean words of a student's own club memberships on /mypage (docs/product.md#members): the question whether
 * they continue next term, their dues with the transfer details, and their memberships with the union consent. Part
 * of the one UI-text module (text/ko.ts).
 */
import { koNumber } from './number';

const won = (n: number) => `${koNumber(n)}원`;

export const membershipKo = {
  title: '내 동아리',
  loadFailed: '동아리 정보를 불러오지 못했습니다.',
  renewal: {
    question: (club: string, term: string) => `${club} ${term}에도 활동하시나요?`,
    /** `period`: the new term's days as the app writes a period. */
    lead: (from: string, term: string, period: string) =>
      `${from}에 이어 ${term}(${period})에도 활동할지 알려주세요. 계속하면 새 학기 명단에 가입 대기로 올라가요.`,
    yes: '계속할게요',
    no: '이번 학기는 쉬어요',
    answeredYes: (at: string) => `계속하기로 답했어요 (${at})`,
    answeredNo: (at: string) => `쉬기로 답했어요 (${at})`,
    sent: '답을 보냈습니다.',
  },
  consent: {
    label: '학생회에 내 연락처를 보내는 데 동의해요',
    why: '학기마다 총동아리연합회가 동아리 회원 명단을 받습니다. 동의하면 이름·학번·학과·직책과 함께 연락처도 보내고, 동의하지 않으면 연락처만 빼고 보냅니다. 언제든 바꿀 수 있어요.',
    saved: (on: boolean) => (on ? '연락처 제공에 동의했습니다.' : '연락처를 보내지 않도록 바꿨습니다.'),
  },
  dues: {
    heading: (club: string, term: string) => `${club} ${term} 회비`,
    status: {
      unpaid: '미납',
      partial: (paid: number) => `일부 납부 (${won(paid)})`,
      paid: '납부 완료',
      waived: '면제',
    },
    amountLine: (amount: number, left: number) =>
      left === amount ? `${won(amount)}` : `${won(amount)} 중 ${won(left)} 남음`,
    payBy: (date: string) => `${date}까지 입금해주세요`,
    overdue: (date: string) => `납부 기한(${date})이 지났습니다. 입금하셨다면 동아리에 알려주세요.`,
    claim: '입금했어요',
    claimed: (at: string) => `입금했다고 알렸어요 (${at}). 동아리가 확인하면 납부 완료로 바뀝니다.`,
    claimSent: '동아리에 입금했다고 알렸습니다.',
    paidNote: '입금이 확인되었습니다.',
    waivedNote: '이번 학기 회비가 면제되었습니다.',
  },
  membership: {
    line: (term: string, position: string) => `${term} · ${position}`,
    since: (date: string) => `${date}부터`,
  },
  saveFailed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
