/**
 * The Korean words of a student's own screens past the first page: signing in and the profile form, reserving,
 * paying and the waiting list, /mypage with its tickets, cancelling, following clubs and the link test pages. Part of
 * the one UI-text module (text/ko.ts), kept in a file of its own so that the first load does not carry it.
 */
import { PRODUCT_NAME, RESERVATION_STATUS_LABELS as STATUS } from '@moa/contract';
import { ko, studentProfile } from './ko';
import { koNumber } from './number';

export const studentKo = {
  /** /login (features/auth). */
  login: {
    lead: '학교 계정으로 로그인하고 동아리 공연 예매와 모집 소식을 한곳에서 만나보세요.',
    cautionTitle: '학교 계정으로만 로그인할 수 있습니다',
    cautionBody:
      '학교에서 발급한 이메일 계정으로 로그인해주세요. 개인 Gmail 등 다른 계정으로는 로그인할 수 없습니다.',
    google: 'Google 계정으로 로그인',
    redirecting: '로그인 페이지로 이동하는 중…',
    firstTimeNote: '처음 로그인하면 이름, 학번, 전화번호를 한 번만 입력하면 됩니다.',
    development: '개발 환경: 개발용 로그인 화면으로 연결됩니다.',
    errorTitle: '로그인 오류',
    startFailed: '로그인 중 오류가 발생했습니다. 다시 시도해주세요.',
  },

  /** /loading, /login/oauth2/code/google and /logout (features/auth). */
  signIn: {
    working: '로그인하는 중입니다…',
    workingHint: '잠시만 기다려주세요.',
    loggingOut: '로그아웃하는 중입니다…',
    failedTitle: '로그인하지 못했습니다',
    backToLogin: '로그인 화면으로',
    providerError: (error: string) => `인증 서버에서 오류가 발생했습니다. (${error})`,
    missingAuthInfo: '로그인 정보가 없습니다. 다시 로그인해주세요.',
    stateMismatch: '로그인 요청 정보가 일치하지 않습니다. 보안을 위해 처음부터 다시 로그인해주세요.',
    missingCode: '인증 코드가 없습니다. 다시 로그인해주세요.',
    tokenExchangeFailed: (status: number) => `토큰 교환에 실패했습니다. (${status})`,
    noToken: '로그인 토큰을 받지 못했습니다. 다시 로그인해주세요.',
    badRequest: '잘못된 요청입니다. 다시 로그인해주세요.',
    unauthorized: '인증에 실패했습니다. 다시 로그인해주세요.',
    forbidden: '접근 권한이 없습니다.',
    domainNotAllowed: '학교 계정으로만 로그인할 수 있습니다. 학교 이메일 계정으로 다시 로그인해주세요.',
    emailNotVerified: '이메일 인증이 완료되지 않은 계정입니다. 학교 계정으로 다시 로그인해주세요.',
    notFound: 'API 엔드포인트를 찾을 수 없습니다.',
    internal: '서버 내부 오류가 발생했습니다. 관리자에게 문의해주세요.',
    server: (status: number) => `서버 오류 (${status})`,
    timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
  },

  /** /add-info (features/auth). */
  addInfo: {
    lead: '공연 예매와 입금 확인에 필요한 정보입니다. 처음 한 번만 입력하면 됩니다.',
    signedInAs: (email: string) => `${email} 계정으로 로그인했습니다`,
    name: studentProfile.name,
    studentId: studentProfile.studentId,
    phone: studentProfile.phone,
    consentTitle: '개인정보 수집 및 이용 동의',
    consentItems: [
      { term: '수집 항목', detail: '이름, 학번, 전화번호, 로그인한 학교 이메일' },
      {
        term: '이용 목적',
        detail: '공연 예매 확인, 입금자 확인(학번+이름), 예매와 관련된 안내 연락',
      },
      { term: '보유 기간', detail: '회원 탈퇴 시까지 보관하며, 탈퇴하면 지체 없이 파기합니다.' },
    ],
    consentNote:
      '시작하기를 누르면 위 내용에 동의한 것으로 봅니다. 동의하지 않으면 공연 예매 서비스를 이용할 수 없습니다.',
    submit: '시작하기',
    submitting: '저장하는 중…',
    doneTitle: '추가 정보 입력이 완료되었습니다',
    doneBody: '이제 공연을 예매할 수 있습니다. 메인 화면으로 이동합니다.',
    saveFailed: '정보를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },

  /** Reserving on /show/{id} (features/reservations: ReservationPanel). */
  reserve: {
    legend: '공연 회차',
    schedulesEmpty: '등록된 회차가 없습니다',
    allSoldOut: '모든 회차가 매진되었습니다',
    noOpenSchedule: '지금 예매할 수 있는 회차가 없습니다',
    seatsLeft: (n: number) => `잔여석 ${n}석`,
    seatsChecking: '잔여석 확인 중',
    soldOut: '매진',
    past: '지난 회차',
    closed: '예매 불가',
    held: '예매함',
    heldNote: '이미 예매한 회차가 있습니다. 예매 상태와 입금 정보는 마이페이지에서 확인하세요.',
    tickets: '매수',
    decrease: '한 장 빼기',
    increase: '한 장 더하기',
    perPersonCap: (n: number) => `1인당 ${n}매까지 예매할 수 있습니다`,
    seatsCap: (n: number) => `현재 ${n}매 예매할 수 있습니다`,
    seatsCapBody: '잔여석보다 많이 예매할 수 없습니다.',
    total: '총 금액',
    reserve: '예매하기',
    reserving: '예매하는 중…',
    reservedButton: '예매 완료',
    reservedNote: '예매가 완료되었습니다. 입금 정보는 마이페이지에서 언제든 다시 볼 수 있습니다.',
    toMyPage: '마이페이지에서 보기',
    chooseSchedule: '공연 회차를 선택해주세요',
    chooseScheduleBody: '예매할 회차를 고른 뒤 예매하기를 눌러주세요.',
    confirmTitle: '이대로 예매하시겠습니까?',
    confirmShow: '공연',
    confirmSchedule: '회차',
    confirmWhen: '일시',
    confirmTickets: '매수',
    confirmTotal: '총 금액',
    confirmNote: '예매 후 안내되는 계좌로 입금하면 동아리에서 확인한 뒤 예매가 확정됩니다.',
    confirm: '예매하기',
    successTitle: '예매가 완료되었습니다',
    successTransfer: (amount: string) => `아래 계좌로 ${amount}을 입금해주세요.`,
    successNote: '입금이 확인되면 예매가 확정됩니다. 예매 내역은 마이페이지에서 볼 수 있습니다.',
    failTitle: '예매에 실패했습니다',
    loginFirst: '로그인 후 예매할 수 있습니다. 확인을 누르면 로그인 화면으로 이동합니다.',
    retryLater: '잠시 후 다시 시도해주세요.',
    completeProfile: '정보 입력하기',
    /** Before the show's sales open (docs/product.md#sales-opening). */
    beforeOpen: '예매 오픈 전',
    opening: {
      label: '예매 오픈',
      until: '오픈까지',
      minutesSeconds: (minutes: number, seconds: number) =>
        minutes > 0 ? `${minutes}분 ${seconds}초` : `${seconds}초`,
      note: '오픈 시각이 되면 새로고침하지 않아도 예매하기 버튼이 켜집니다. 회차는 미리 골라둘 수 있습니다.',
      spokenLeft: (left: string) => `예매 오픈까지 ${left} 남았습니다.`,
      spokenWithin: (minutes: number) => `${minutes === 60 ? '1시간' : `${minutes}분`} 안에 예매가 열립니다.`,
      openedNow: '예매가 열렸습니다. 회차를 고르고 예매하기를 눌러주세요.',
    },
  },

  /** Bank-transfer details and the payment modal (features/reservations). */
  transfer: {
    bank: '은행',
    accountNumber: '계좌번호',
    accountName: '예금주',
    amount: '입금 금액',
    depositName: '입금자명',
    depositNameLine: (name: string) => `입금자명: ${name}`,
    depositNameHint: '입금자명은 학번+이름으로 해주세요.',
    copyAccount: '계좌번호 복사',
    copied: '클립보드에 복사되었습니다',
    copyFailed: '복사에 실패했습니다',
    qrAlt: '송금 QR 코드',
    qrHint: '휴대폰 카메라로 QR 코드를 찍어 송금할 수 있습니다.',
    /** The text copied or shared: one line per item, under 200 characters (the messenger's text limit). */
    text: (t: {
      title: string;
      bank: string;
      account: string;
      holder: string;
      amount: string;
      depositName: string;
    }) =>
      [
        `[${PRODUCT_NAME}] ${t.title} 입금 안내`,
        `${t.bank} ${t.account} (예금주 ${t.holder})`,
        `입금 금액: ${t.amount}`,
        `입금자명: ${t.depositName}`,
      ].join('\n'),
    payTitle: '입금하기',
    payLead: (amount: string) => `${amount}을 아래 계좌로 입금해주세요.`,
    kakao: '카카오톡 공유',
    toss: '토스 송금',
    mobileOnly: '모바일에서만 지원됩니다',
    tossMobileOnly: '토스 송금은 모바일에서만 지원됩니다. 휴대폰에서 다시 시도하거나 QR 코드를 이용해주세요.',
    tossOpening: '토스 앱을 여는 중…',
    tossNotOpened: '토스 앱을 열지 못했습니다. 잠시 후 앱 스토어로 이동합니다.',
    kakaoCopied: '카카오톡 공유를 사용할 수 없어 입금 정보를 클립보드에 복사했습니다',
    tossCopied: '토스 송금 링크가 없어 입금 정보를 클립보드에 복사했습니다',
    kakaoShared: '카카오톡 공유 창을 열었습니다',
  },

  /** The pay-by time and the time left (success modal, /mypage cards and payment modal; features/reservations). */
  deadline: {
    label: '입금 기한',
    payBy: (when: string) => `${when}까지 입금해주세요`,
    until: (when: string) => `${when}까지`,
    left: (duration: string) => `${duration} 남음`,
    urgent: '마감 임박',
    passed: '입금 기한이 지났어요',
    /** Told to screen readers at 30, 5 and 1 minutes left. */
    spokenWithin: (minutes: number) => `입금 기한까지 ${minutes}분 남았어요.`,
  },

  /** "입금했어요": telling the club the money was sent (features/reservations). */
  claim: {
    open: '입금했어요',
    title: '입금했어요',
    editTitle: '보낸 내용 수정',
    lead: '보낸 시각과 금액, 입금자명을 알려주시면 동아리에서 확인해요. 확인될 때까지 예매가 하루 더 유지돼요.',
    transferredAt: '보낸 시각',
    transferredAtHint: '한국 시간 기준',
    amount: '보낸 금액',
    depositName: '입금자명',
    depositNameHint: '받는 분 통장에 표시되는 이름 (학번+이름)',
    submit: '알리기',
    sending: '보내는 중…',
    failed: '입금 알림을 보내지 못했어요. 잠시 후 다시 시도해주세요.',
    summary: (t: { at: string; amount: string; name: string }) =>
      `${t.at}에 ${t.amount}, ${t.name} 이름으로 보냈다고 알렸어요`,
    checking: '확인 중',
    keptUntil: (when: string) => `${when}까지 입금이 확인되지 않으면 예매가 취소돼요.`,
  },

  /**
   * The waiting list of a sold-out schedule (docs/product.md#waiting-list): joining on /show/{id}, the student's
   * entries and offers on /mypage (features/reservations), the manager's view and the show form's settings (manage).
   */
  waitlist: {
    waitable: '대기 가능',
    waiting: '대기 중',
    joinTitle: '예매 대기',
    soldOutLead: '매진된 회차입니다. 예매 대기를 신청하면 취소된 좌석이 신청한 순서대로 제안됩니다.',
    fewerLead: (n: number) =>
      `남은 좌석은 ${n}석입니다. 더 많은 매수가 필요하면 예매 대기를 신청할 수 있습니다.`,
    howItWorks: '좌석이 제안되면 정해진 시간 안에 마이페이지에서 확정해야 예매됩니다.',
    join: '예매 대기 신청',
    joining: '신청하는 중…',
    joinFailed: '예매 대기를 신청하지 못했습니다',
    joined: '예매 대기를 신청했습니다',
    position: (n: number) => `대기 ${n}번째`,
    waitingNote: '이 회차의 예매 대기를 신청했습니다.',
    offeredNote: (when: string) => `좌석이 제안되었습니다. ${when}까지 마이페이지에서 확정해주세요.`,
    toMyPage: '마이페이지에서 보기',
    reserveInstead: '남은 좌석 예매하기',
    waitInstead: '예매 대기 신청하기',
    soldOutHint: '매진된 회차를 고르면 예매 대기를 신청할 수 있습니다.',
    // /mypage
    title: '예매 대기',
    count: (n: number) => `${n}건`,
    loadFailed: '예매 대기 정보를 불러오지 못했습니다',
    when: '일시',
    wanted: '희망 매수',
    statusLabel: (status: string) => `대기 상태: ${status}`,
    offered: '좌석 제안',
    lapsed: '제안 만료',
    offerLead: (tickets: string) => `${tickets}가 제안되었습니다. 시간 안에 확정하면 예매됩니다.`,
    offerUntil: (when: string) => `${when}까지 확정해주세요`,
    lapsedNote: '제안 시간이 지나 좌석이 다음 순서로 넘어갔습니다.',
    claim: '좌석 확정하기',
    /** Told to screen readers at 30, 5 and 1 minutes left to claim an offer. */
    spokenWithin: (minutes: number) => `좌석 확정까지 ${minutes}분 남았어요.`,
    claiming: '확정하는 중…',
    claimFailed: '좌석을 확정하지 못했습니다',
    leave: '대기 취소',
    leaveTitle: '예매 대기를 취소하시겠습니까?',
    leaveBody: (title: string) => `‘${title}’ 예매 대기에서 빠집니다. 다시 신청하면 맨 뒤 순서가 됩니다.`,
    leaveOfferBody: '제안받은 좌석은 다음 순서의 학생에게 넘어갑니다.',
    leaveConfirm: '대기 취소하기',
    leaving: '취소하는 중…',
    leaveFailed: '예매 대기를 취소하지 못했습니다',
    failed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    showPage: '공연 보기',
    /** The show form's settings (features/publishing/shows). */
    form: {
      title: '예매 대기',
      description:
        '매진된 회차에 학생이 예매 대기를 신청하면, 취소 등으로 돌아온 좌석을 신청한 순서대로 제안합니다.',
      enabled: '예매 대기 받기',
      offerMinutes: '제안 유지 시간',
      offerMinutesUnit: '분',
      offerMinutesHint: (min: number, max: number) =>
        `제안받은 학생이 좌석을 확정할 수 있는 시간으로, ${min}분에서 ${koNumber(max)}분 사이입니다. 지나면 다음 순서로 넘어갑니다.`,
      offerMinutesOff: '예매 대기를 받을 때만 쓰입니다.',
    },
  },

  /** The door duties of a student named 입장 도우미, on /mypage and /manager/mypage (features/checkin). */
  doorDuty: {
    title: '입장 확인 담당',
    lead: '동아리에서 입장 도우미로 지정한 공연입니다. 회차를 눌러 입장 확인 화면을 여세요.',
    until: (when: string) => `${when}까지`,
    schedule: (order: number, date: string, time: string) => `${order}회차 · ${date} ${time}`,
  },

  /** /mypage (features/reservations). */
  myPage: {
    lead: '예매 내역과 입금 상태를 확인하세요.',
    back: '뒤로 가기',
    refreshAll: '새로고침',
    accountTitle: '로그인 계정',
    email: '이메일',
    logout: '로그아웃',
    logoutTitle: '로그아웃하시겠습니까?',
    logoutBody: '다시 예매하려면 학교 계정으로 로그인해야 합니다.',
    profileTitle: '내 정보',
    name: '이름',
    studentId: '학번',
    phone: '전화번호',
    department: '학과',
    schoolYear: '학년',
    schoolYearValue: (year: number | string) => `${year}학년`,
    notSet: '입력되지 않음',
    edit: '수정',
    editProfile: '내 정보 수정',
    userLoadFailed: '사용자 정보를 불러오지 못했습니다',
    reservationsTitle: '예매 내역',
    reservationsCount: (n: number) => `${n}건`,
    refresh: '새로고침',
    refreshing: '새로고침 중…',
    reservationsLoadFailed: '예매 정보를 불러오지 못했습니다',
    empty: '예매 내역이 없습니다',
    emptyHint: '보고 싶은 공연을 찾아 예매해보세요.',
    browseShows: '공연 둘러보기',
    posterAlt: (title: string) => `${title} 포스터`,
    when: '일시',
    location: '장소',
    ticketsAndPriceLabel: '매수·금액',
    contact: '문의',
    unpaid: STATUS.unpaid,
    paid: STATUS.paid,
    claimed: '확인 중',
    expired: STATUS.expired,
    cancelled: STATUS.cancelled,
    statusLabel: (status: string) => `예매 상태: ${status}`,
    paidNote: '입금이 확인되어 예매가 확정되었습니다.',
    expiredNote: '입금 기한이 지나 예매가 취소되었어요.',
    expiredWhen: (when: string) => `입금 기한: ${when}`,
    cancelledNote: '예매가 취소되었어요.',
    transferTitle: '입금 정보',
    showTransfer: '입금 정보 보기',
    hideTransfer: '입금 정보 접기',
    pay: '결제하기',
    cancelRequest: '취소 요청',
    cancelRequested: '취소 요청됨',
    cancelPendingUnpaid:
      '동아리에서 취소 요청을 확인하고 있습니다. 확인되면 예매가 취소되니 입금하지 않으셔도 됩니다.',
    withdraw: '요청 철회',
    withdrawTitle: '취소 요청을 철회하시겠습니까?',
    withdrawBody: '예매는 그대로 유지됩니다.',
    withdrawConfirm: '철회하기',
    keep: '닫기',
    working: '처리하는 중…',
    cancelFailed: '취소 요청을 처리하지 못했습니다. 다시 시도해주세요.',
    updated: '프로필 정보가 수정되었습니다',
    dismiss: '알림 닫기',
    /** /mypage loaded without network: the tickets kept on this device (docs/decisions/0013-service-worker.md). */
    offline: {
      title: '오프라인 사본',
      body: (when: string) =>
        `네트워크에 연결되지 않아 이 기기에 저장해 둔 티켓을 보여드려요. ${when}에 불러온 내용이에요.`,
      hint: '그 뒤의 입장 기록이나 예매 변경은 다시 연결되면 반영돼요.',
      retry: '다시 연결',
      retrying: '연결하는 중…',
      ticketsLabel: '저장된 티켓',
      none: '이 기기에 저장된 티켓이 없어요',
      noneHint: '입금이 확인된 예매가 있다면 네트워크에 연결된 뒤 다시 확인해주세요.',
    },
  },

  /**
   * Cancelling a reservation, student side (/mypage; docs/product.md#cancelling-and-refunds): an unpaid one at once, a
   * paid one by a request that carries the refund account; the club's refusal and the refund shown back.
   */
  cancelling: {
    cancel: '예매 취소',
    cancelTitle: '예매를 취소하시겠습니까?',
    cancelBody: (title: string, tickets: string) =>
      `‘${title}’ ${tickets} 예매가 바로 취소되고 좌석이 다시 열립니다. 취소한 뒤에는 되돌릴 수 없습니다.`,
    cancelConfirm: '예매 취소하기',
    cancelFailed: '예매를 취소하지 못했습니다. 다시 시도해주세요.',
    requestTitle: '예매 취소 요청',
    editTitle: '환불 계좌 수정',
    requestLead: (amount: string) =>
      `입금이 확인된 예매는 동아리에서 취소를 승인하면 ${amount}을 환불해드려요. 환불받을 계좌를 알려주세요.`,
    bank: '은행',
    bankPlaceholder: '은행 또는 증권사를 선택해주세요',
    bankGroup: '은행',
    securitiesGroup: '증권사',
    accountNumber: '계좌번호',
    accountNumberHint: '- 없이 숫자만 입력해주세요',
    holder: '예금주',
    submit: '취소 요청하기',
    sending: '보내는 중…',
    requestFailed: '취소 요청을 보내지 못했습니다. 다시 시도해주세요.',
    pendingTitle: '취소 요청을 보냈어요',
    requestedAt: (when: string) => `${when} 요청`,
    pendingPaid: (amount: string) =>
      `동아리에서 확인하면 예매가 취소되고 ${amount}이 아래 계좌로 환불돼요. 확인 전에는 계좌를 고치거나 요청을 철회할 수 있어요.`,
    refundTo: '환불 계좌',
    account: ko.bankAccount,
    editAccount: '계좌 수정',
    admittedNote:
      '입장한 티켓은 취소하거나 환불을 요청할 수 없어요. 궁금한 점은 공연 담당자에게 문의해주세요.',
    rejectedTitle: '동아리에서 취소 요청을 거절했어요',
    rejectedReason: (reason: string) => `사유: ${reason}`,
    refund: '환불',
    refundOwed: '환불 대기',
    refundOwedNote: '동아리에서 환불을 준비하고 있어요.',
    refundDone: '환불 완료',
    refundDoneAt: (when: string) => `${when}에 환불되었어요.`,
  },

  /** /mypage/update (features/reservations). */
  myPageUpdate: {
    lead: '예매와 입금 확인에 쓰이는 정보입니다. 입금자명은 학번+이름으로 안내됩니다.',
    email: '로그인 계정',
    cancel: '취소',
    save: '저장',
    saving: '저장하는 중…',
    leaveTitle: '수정을 그만두시겠습니까?',
    leaveBodyDirty: '변경한 내용은 저장되지 않습니다. 마이페이지로 돌아갑니다.',
    leaveBodyClean: '마이페이지로 돌아갑니다.',
    leave: '나가기',
    stay: '계속 수정하기',
    confirmTitle: '내 정보를 저장하시겠습니까?',
    confirmBody: '입금자명(학번+이름)도 저장한 정보로 바뀝니다.',
    confirm: '저장하기',
    saveFailed: '정보를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },

  /** Following a club (features/browse): the button on club, show, event and recruiting pages, and /main's row. */
  follow: {
    follow: '팔로우',
    following: '팔로잉',
    unfollowHint: '누르면 팔로우를 취소합니다',
    followed: (club: string) => `${club} 팔로우를 시작했습니다. 새 공연·행사·모집 공고를 알림으로 받습니다.`,
    unfollowed: (club: string) => `${club} 팔로우를 취소했습니다.`,
    failed: '팔로우를 바꾸지 못했습니다',
    rowTitle: '팔로우한 동아리',
    followers: '팔로워',
    followerCount: (n: number) => `${koNumber(n)}명`,
  },

  /** /kakaolinktest and /tosslinktest (features/reservations). */
  linkTest: {
    status: '설정 상태',
    configured: '설정됨',
    notConfigured: '설정되지 않음',
    loadFailed: '설정을 불러오지 못했습니다',
    sample: '테스트 메시지',
    sampleTitle: '샘플 공연',
    sampleBank: '카카오뱅크',
    sampleAccount: '3333-00-0000000',
    sampleHolder: '김모아',
    sampleDepositName: '20260000김모아',
    kakaoLead:
      '카카오톡 공유로 입금 안내 메시지를 보내봅니다. 키가 없거나 공유할 수 없으면 메시지를 복사합니다.',
    kakaoKey: 'JavaScript 키',
    kakaoTry: '카카오톡 공유 테스트',
    tossLead: '샘플 금액으로 토스 송금 링크를 열어봅니다. 링크가 없으면 입금 정보를 복사합니다.',
    tossLink: '송금 링크',
    tossTry: '토스 송금 테스트',
    device: '현재 기기',
    mobile: '모바일',
    desktop: 'PC',
  },

  /** The e-ticket on a paid /mypage card (features/reservations; docs/product.md#door-check-in). */
  ticket: {
    title: '모바일 티켓',
    hint: '입장할 때 이 QR 코드를 보여주세요. 화면 밝기를 높이면 더 잘 읽혀요.',
    qrLabel: (title: string) => `${title} 입장 QR 코드`,
    holder: '예매자',
    count: '매수',
    admitted: (n: number, of: number) => `${of}매 중 ${n}매 입장`,
    allAdmitted: '입장 완료',
    enlarge: '크게 보기',
    close: '닫기',
  },

  /** Deleting the account from /mypage (docs/product.md#deleting-the-account). */
  accountDeletion: {
    title: '회원 탈퇴',
    lead: '탈퇴하면 이름, 학번, 전화번호, 이메일과 지원서, 알림, 예매 대기가 지워지고 모든 기기에서 로그아웃돼요.',
    kept: '동아리의 입금·환불 기록은 법이 정한 기간 동안 이름 없이 ‘탈퇴한 회원’으로 남아요.',
    open: '탈퇴하기',
    dialogTitle: '정말 탈퇴하시겠어요?',
    loading: '탈퇴하면 어떻게 되는지 확인하는 중…',
    loadFailed: '탈퇴 정보를 불러오지 못했어요.',
    blockedTitle: '지금은 탈퇴할 수 없어요',
    blockers: {
      refundPending: '동아리가 아직 환불하지 않았어요',
      cancelRequested: '취소 요청을 동아리가 처리하고 있어요',
      transferClaimed: '입금했다고 알린 예매를 동아리가 아직 확인하지 않았어요',
    },
    blockedHint: '돈 문제가 끝나면 탈퇴할 수 있어요. 궁금한 점은 공연의 문의처로 연락해주세요.',
    unpaidTitle: '입금 전 예매는 취소되고 좌석이 다시 열려요',
    paidTitle: '입금 확인된 표는 쓸 수 없게 되고 환불되지 않아요',
    paidHint: '환불을 원하면 탈퇴하기 전에 예매 카드에서 취소 요청을 해주세요.',
    forfeit: '이 표를 포기하고 탈퇴할게요',
    removed: (waitlist: number, applications: number, notifications: number) =>
      `예매 대기 ${waitlist}건, 지원서 ${applications}건, 알림 ${notifications}건이 지워져요.`,
    line: (title: string, order: number, date: string, tickets: number, amount: string) =>
      `${title} ${order}회차 · ${date} · ${tickets}매 · ${amount}`,
    confirm: '확인을 위해 ‘탈퇴’를 입력해주세요',
    submit: '탈퇴하기',
    working: '탈퇴하는 중…',
    failed: '탈퇴하지 못했어요. 다시 시도해주세요.',
    doneTitle: '탈퇴가 완료되었어요',
    doneBody: '그동안 모아를 이용해 주셔서 고마워요.',
  },
};
