/**
 * The Korean words of the manager's meetings and attendance (docs/product.md#meetings-and-attendance): the term's
 * meetings, the meeting dialog, the QR screen, the attendance list and the excuse requests. The server's refusals come
 * in the contract's words (MEETING_MESSAGES).
 */
import type { AttendanceMethod, ExcuseStatus, MeetingState } from '@moa/contract';
import { koNumber as formatNumber } from './number';

const people = (count: number) => `${formatNumber(count)}명`;

export const meetingsKo = {
  pageTitle: '모임·출석',
  /** The members page's link. */
  link: '모임·출석',
  back: '회원 관리로',
  backToMeetings: '모임·출석으로',
  loadFailed: '모임 목록을 불러오지 못했습니다.',
  notFound: '모임을 찾을 수 없습니다.',
  noTermTitle: '아직 학기가 없습니다',
  noTermBody: '모임은 학기별로 만듭니다. 회원 관리에서 첫 학기를 만들고 회원을 추가해주세요.',
  goMembers: '회원 관리로 가기',
  lead: '모임을 만들면 참석 대상 회원에게 알림이 갑니다. 모임 시작 30분 전부터 QR 화면을 띄우면 회원이 휴대폰으로 찍어 출석합니다.',

  states: { upcoming: '예정', open: '진행 중', closed: '마감' } satisfies Record<MeetingState, string>,
  counts: {
    present: '출석',
    late: '지각',
    excused: '공결',
    absent: '결석',
    unmarked: '미확인',
    expected: (count: number) => `대상 ${people(count)}`,
  },

  list: {
    title: (term: string) => `${term} 모임`,
    create: '모임 만들기',
    emptyTitle: '아직 모임이 없습니다',
    emptyBody:
      '정기 모임을 만들면 회원이 QR로 출석할 수 있습니다. 매주 같은 시간이면 매주 반복으로 한 번에 만드세요.',
    readOnlyEmpty: '이 학기에는 모임이 없었습니다.',
    readOnlyNote: '지난 학기입니다. 모임과 출석은 볼 수만 있고 바꿀 수 없습니다.',
    minutes: (n: number) =>
      n % 60 === 0 ? `${n / 60}시간` : n > 60 ? `${Math.floor(n / 60)}시간 ${n % 60}분` : `${n}분`,
    audienceAll: '전체 활동 회원',
    audiencePositions: (names: string) => `직책: ${names}`,
    late: (n: number) => `지각 기준 ${n}분`,
    series: '매주 반복',
    qr: 'QR 띄우기',
    attendance: '출석 현황',
    edit: '수정',
    delete: '삭제',
    actionsOf: (title: string) => `${title} 모임 작업`,
  },

  dialog: {
    createTitle: '모임 만들기',
    editTitle: '모임 수정',
    submitCreate: '만들기',
    submitEdit: '저장',
    busy: '저장 중…',
    failed: '모임을 저장하지 못했습니다.',
    title: '모임 이름',
    titlePlaceholder: '예: 정기 모임',
    startsAt: '시작 일시',
    startsAtHint: '학기 기간 안, 지금 이후로 정해주세요.',
    duration: '진행 시간',
    durationUnit: '분',
    place: '장소',
    placePlaceholder: '예: 학생회관 301호',
    audience: '참석 대상',
    audienceAll: '전체 활동 회원',
    audiencePositions: '직책 고르기',
    positions: '참석 대상 직책',
    lateMinutes: '지각 기준',
    lateHint: '시작 후 이 시간(분)이 지나 찍으면 지각입니다.',
    lateUnit: '분',
    repeat: '매주 반복',
    repeatLabel: '매주 같은 요일·시간에 반복',
    repeatWeeks: '반복 횟수',
    repeatUnit: '회',
    repeatHint: '학기 마지막 날 이후의 주는 만들지 않습니다.',
    created: (count: number, skipped: number) =>
      `모임 ${formatNumber(count)}개를 만들었습니다.` +
      (skipped > 0 ? ` 학기가 끝난 뒤의 ${formatNumber(skipped)}주는 만들지 않았습니다.` : ''),
    updated: (title: string) => `‘${title}’ 모임을 수정했습니다.`,
  },

  remove: {
    title: (title: string) => `‘${title}’ 모임을 삭제할까요?`,
    body: '참석 대상 회원에게 취소 알림이 갑니다. 이 모임의 공결 신청도 함께 지워집니다.',
    confirm: '삭제',
    done: (title: string) => `‘${title}’ 모임을 삭제했습니다.`,
    failed: '모임을 삭제하지 못했습니다.',
  },

  qr: {
    pageTitle: (title: string) => `${title} 출석 QR`,
    loadFailed: 'QR 코드를 불러오지 못했습니다.',
    label: (title: string) => `${title} 출석 QR 코드`,
    scan: '휴대폰 카메라로 찍어 출석하세요',
    present: (n: number) => `출석 ${people(n)}`,
    late: (n: number) => `지각 ${people(n)}`,
    of: (n: number) => `대상 ${people(n)}`,
    fullscreen: '전체 화면',
    exitFullscreen: '전체 화면 끝내기',
    attendance: '출석 현황 보기',
    changes: 'QR은 15초마다 바뀝니다. 사진으로 보낸 QR은 1분 뒤 쓸 수 없습니다.',
    upcoming: (at: string) => `출석은 모임 시작 30분 전(${at})부터 받습니다. 그때 QR이 열립니다.`,
    closed: '출석이 마감된 모임입니다.',
    paused: '화면이 가려져 있어 QR을 잠시 멈췄습니다.',
  },

  attendance: {
    pageTitle: (title: string) => `${title} 출석 현황`,
    loadFailed: '출석 현황을 불러오지 못했습니다.',
    caption: (title: string) => `${title} 출석 현황`,
    name: '이름',
    studentId: '학번',
    position: '직책',
    mark: '출석 상태',
    markOf: (name: string) => `${name} 출석 상태`,
    when: '시각',
    how: '방법',
    unmarked: '미확인',
    notExpected: '대상 아님',
    methods: { qr: 'QR', hand: '직접', close: '마감', excuse: '공결' } satisfies Record<
      AttendanceMethod,
      string
    >,
    marked: (name: string, mark: string) => `${name} 님을 ${mark}(으)로 바꿨습니다.`,
    markFailed: '출석 상태를 바꾸지 못했습니다.',
    emptyTitle: '참석 대상 회원이 없습니다',
    emptyBody: '회원 관리에서 이 학기 회원을 추가하거나, 모임의 참석 대상 직책을 확인해주세요.',
    qr: 'QR 화면',
    close: '출석 마감',
    closeTitle: '출석을 마감할까요?',
    closeBody: (n: number) =>
      n > 0
        ? `아직 출석하지 않은 ${people(n)}은 결석이 됩니다. 마감 뒤에는 QR로 출석할 수 없고, 직접 바꾸는 것만 됩니다.`
        : '마감 뒤에는 QR로 출석할 수 없고, 직접 바꾸는 것만 됩니다.',
    closed: '출석을 마감했습니다.',
    closeFailed: '출석을 마감하지 못했습니다.',
    closedAt: (at: string) => `${at}에 마감됨`,
    live: '진행 중: 5초마다 새로 불러옵니다.',
    upcoming: '아직 시작 전입니다. 모임 시작 30분 전부터 QR로 출석할 수 있습니다.',
  },

  excuses: {
    title: '공결 신청',
    lead: '회원이 보낸 공결 신청입니다. 승인하면 그 모임은 공결로 처리됩니다.',
    loadFailed: '공결 신청을 불러오지 못했습니다.',
    empty: '아직 공결 신청이 없습니다. 회원이 마이페이지에서 신청하면 여기에 나타납니다.',
    statuses: { pending: '대기', approved: '승인', refused: '거절' } satisfies Record<ExcuseStatus, string>,
    of: (name: string, title: string) => `${name} 님의 ${title} 공결 신청`,
    reason: '사유',
    refusedWhy: (reason: string) => `거절 사유: ${reason}`,
    approve: '승인',
    refuse: '거절',
    photo: '사진 보기',
    photoTitle: (name: string) => `${name} 님이 첨부한 사진`,
    photoAlt: (name: string, title: string) => `${name} 님이 ${title} 공결 신청에 첨부한 사진`,
    photoLoading: '사진을 불러오는 중…',
    photoFailed: '사진을 불러오지 못했습니다.',
    close: '닫기',
    approved: (name: string) => `${name} 님의 공결을 승인했습니다.`,
    refused: (name: string) => `${name} 님의 공결 신청을 거절했습니다.`,
    failed: '공결 신청을 처리하지 못했습니다.',
    refuseTitle: '공결 신청 거절',
    refuseLead: (name: string, title: string) =>
      `${name} 님의 ${title} 공결 신청을 거절합니다. 사유는 회원에게 알림으로 갑니다.`,
    refuseReason: '거절 사유',
    refuseSubmit: '거절하기',
    refuseBusy: '보내는 중…',
    asked: (at: string) => `${at} 신청`,
  },
} as const;
