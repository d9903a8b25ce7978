/**
 * The Korean words of officers and hand-over (docs/product.md#officers-and-hand-over): the manager's 직책·인수인계 page
 * and the successor's request card on /mypage. The server's refusals come in the contract's words
 * (HANDOVER_MESSAGES).
 */
import type { HandoverAnswer, HandoverStatus } from '@moa/contract';

export const officersKo = {
  pageTitle: '직책·인수인계',
  link: '직책·인수인계',
  back: '회원 관리로',
  loadFailed: '임원진 정보를 불러오지 못했습니다.',
  lead: '직책을 맡은 회원이 임원진입니다. 관리 권한이 있는 직책(회장, 부회장, 총무 등)을 맡으면 이 동아리의 관리자 계정이 되고, 인수인계로만 넘길 수 있습니다.',

  officers: {
    title: (term: string | null) => (term ? `현재 임원진 · ${term}` : '현재 임원진'),
    none: '이번 학기에 직책을 맡은 회원이 없습니다. 인수인계로 회장과 임원을 정해주세요.',
    noTerm: '오늘이 속한 학기가 없습니다. 회원 관리에서 학기를 먼저 만들어주세요.',
    manages: '관리 권한',
  },
  managers: {
    title: '관리자 계정',
    lead: '동아리 관리 화면을 쓸 수 있는 계정입니다. 관리자가 지정한 계정은 관리자 콘솔에서만 바꿀 수 있습니다.',
    admin: '관리자 지정',
    position: '직책',
    until: (at: string) => `${at}까지`,
    from: (at: string) => `${at}부터`,
    notSignedIn: '로그인 전',
  },
  handover: {
    openTitle: '진행 중인 인수인계',
    historyTitle: '지난 인수인계',
    historyEmpty: '아직 인수인계 기록이 없습니다.',
    start: '인수인계 시작',
    startLead:
      '넘겨줄 직책마다 후임자를 고르고 적용일을 정하세요. 후임자가 모두 수락하면 적용일 0시(오늘이면 마지막 수락 때)에 직책과 관리 권한이 넘어가고, 원래 맡던 회원은 회원이 됩니다.',
    busyOpen: '진행 중인 인수인계가 있어 새로 시작할 수 없습니다. 먼저 마치거나 취소해주세요.',
    dialogTitle: '인수인계 시작',
    effectiveOn: '적용일',
    successorFor: (position: string) => `${position} 후임자`,
    keep: '넘기지 않음',
    option: (name: string, studentId: string, position: string) =>
      `${name}${studentId ? ` (${studentId})` : ''} · 지금 ${position}`,
    submit: '요청 보내기',
    busy: '보내는 중…',
    sent: '후임자에게 인수인계 요청을 보냈습니다.',
    failed: '인수인계를 시작하지 못했습니다.',
    chooseOne: '후임자를 한 명 이상 골라주세요.',
    effective: (day: string) => `${day}부터 적용`,
    effectiveAt: (at: string) => `${at} 적용`,
    createdBy: (who: string, at: string) => `${who} · ${at} 요청`,
    status: {
      pending: '수락 대기',
      accepted: '적용일 대기',
      applied: '적용됨',
      cancelled: '취소됨',
    } satisfies Record<HandoverStatus, string>,
    answer: {
      waiting: '답 기다리는 중',
      accepted: '수락',
      declined: '거절',
    } satisfies Record<HandoverAnswer, string>,
    itemLine: (position: string, successor: string) => `${position} → ${successor}`,
    outgoing: (names: string) => `지금: ${names}`,
    vacant: '지금: 없음',
    declineReason: (reason: string) => `거절 사유: ${reason}`,
    cancel: '인수인계 취소',
    cancelTitle: '인수인계를 취소할까요?',
    cancelBody: '후임자에게 취소되었다고 알립니다. 이미 수락한 후임자의 관리 권한도 주어지지 않습니다.',
    cancelling: '취소 중…',
    cancelled: '인수인계를 취소했습니다.',
    cancelFailed: '인수인계를 취소하지 못했습니다.',
  },
  requests: {
    title: '인수인계 요청',
    heading: (club: string, position: string) => `${club} ${position} 인수인계 요청`,
    lead: (term: string, day: string, position: string) =>
      `${term} ${day}부터 ${position}을 맡아 달라는 요청입니다.`,
    outgoing: (names: string) => `지금 맡은 사람: ${names}`,
    managesNote:
      '수락하면 적용일부터 이 계정이 동아리 관리자 계정이 되어 관리 화면을 씁니다. 관리자 계정으로는 예매와 지원을 할 수 없고, 직책을 넘기면 학생 화면으로 돌아옵니다.',
    accept: '수락하기',
    decline: '거절하기',
    reasonLabel: '거절 사유 (선택)',
    sendDecline: '거절 보내기',
    back: '돌아가기',
    accepted: '수락했습니다.',
    declined: '거절했습니다.',
    waitingOthers: '수락했어요. 다른 후임자도 모두 수락하면 적용일에 넘어갑니다.',
    scheduled: (at: string) => `수락했어요. ${at}에 넘어갑니다.`,
    answeredDecline: '거절했어요. 동아리가 다른 후임자를 정할 거예요.',
    failed: '답을 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
} as const;
