/**
 * Every Korean word the web app shows, in one module (design.md rule 4). Validation messages live in the contract
 * (`VALIDATION` of @moa/contract). One wording per meaning: reuse an entry before adding a new one.
 */
import { PRODUCT_NAME } from '@moa/contract';

export const ko = {
  product: {
    name: PRODUCT_NAME,
    tagline: '동아리 공연 예매와 모집을 한곳에서',
  },

  common: {
    confirm: '확인',
    cancel: '취소',
    ok: '확인',
    close: '닫기',
    retry: '다시 시도',
    save: '저장',
    edit: '수정',
    delete: '삭제',
    create: '등록',
    back: '뒤로 가기',
    home: '홈으로',
    loading: '불러오는 중입니다…',
    selectAll: '전체 선택',
  },

  /** Page names: the heading of each page and the first part of the document title. */
  pages: {
    landing: '오픈 예정',
    main: '공연·행사',
    login: '로그인',
    loading: '로그인 중',
    oauthCallback: '로그인 확인 중',
    addInfo: '추가 정보 입력',
    logout: '로그아웃',
    recruitingList: '모집 공고',
    recruitingDetail: '모집 공고 상세',
    clubList: '동아리 목록',
    clubDetail: '동아리 소개',
    showDetail: '공연 상세',
    entertainDetail: '행사 상세',
    myPage: '마이페이지',
    myPageUpdate: '내 정보 수정',
    notFound: '페이지를 찾을 수 없습니다',
    kakaoLinkTest: '카카오톡 공유 테스트',
    tossLinkTest: '토스 송금 링크 테스트',
    managerMyPage: '동아리 마이페이지',
    managerShows: '공연 관리',
    managerEntertains: '행사 관리',
    managerRecruitings: '모집 관리',
    managerProfileUpdate: '담당자 정보 수정',
    managerClubUpdate: '동아리 정보 수정',
    managerHolders: '예매자 목록',
    managerClubDetail: '우리 동아리 페이지',
    recruitingCreate: '모집 공고 등록',
    recruitingEdit: '모집 공고 수정',
    entertainCreate: '행사 등록',
    entertainEdit: '행사 수정',
    showCreate: '공연 등록',
    showEdit: '공연 수정',
    admin: '관리자 콘솔',
  },

  documentTitle: (page: string) => `${page} | ${PRODUCT_NAME}`,

  placeholder: {
    badge: '준비 중',
    title: '준비 중입니다',
    body: '더 나은 모습으로 찾아뵙기 위해 페이지를 준비하고 있습니다. 조금만 기다려주세요.',
  },

  notFound: {
    code: '404',
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 잘못되었거나 페이지가 삭제되었을 수 있습니다. 주소를 다시 확인해주세요.',
    home: '홈으로 가기',
  },

  routeError: {
    title: '페이지를 표시할 수 없습니다',
    body: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    reload: '새로고침',
  },

  shell: {
    skipToContent: '본문 바로가기',
  },

  header: {
    logoLabel: `${PRODUCT_NAME} 홈`,
    navLabel: '주요 메뉴',
    tabs: {
      attractions: '공연·행사',
      recruiting: '모집',
      clubs: '동아리',
    },
    login: '로그인',
    profile: '마이페이지',
    profileManager: '동아리 마이페이지',
    profileAdmin: '관리자 콘솔',
    clubBadge: '동아리 계정',
    adminBadge: '관리자',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    sessionLoading: '로그인 정보를 확인하는 중입니다',
  },

  sideMenu: {
    title: '메뉴',
    navLabel: '전체 메뉴',
    attractions: '공연·행사',
    recruiting: '모집',
    clubs: '동아리 목록',
    myPage: '마이페이지',
    login: '로그인',
    greeting: (name: string) => `${name}님, 안녕하세요`,
    signedOutHint: '학교 계정으로 로그인하고 공연을 예매해보세요.',
  },

  footer: {
    label: '사이트 정보',
    contactTitle: '문의',
    phoneLabel: '전화',
    phone: '02-000-0000',
    emailLabel: '이메일',
    email: 'moa@example.ac.kr',
    addressLabel: '주소',
    address: '서울특별시 ○○구 대학로 1 학생회관 2층',
    socialTitle: '소셜 미디어',
    instagram: '인스타그램',
    instagramUrl: 'https://www.instagram.com/',
    newWindow: '(새 창)',
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  },

  navigationBlock: {
    title: '페이지를 나가시겠습니까?',
    body: '작성 중인 내용이 저장되지 않았습니다. 페이지를 나가면 입력한 내용이 사라집니다.',
    leave: '나가기',
    stay: '계속 작성하기',
  },

  session: {
    userLoadFailed: '사용자 정보를 불러오지 못했습니다',
    expiredTitle: '로그인이 필요합니다',
    expiredBody: '로그인 정보가 없거나 세션이 만료되었습니다. 다시 로그인해주세요.',
    goToLogin: '로그인하기',
  },

  serverDown: {
    network: {
      title: '서버 연결 오류',
      body: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
    },
    domain: {
      title: '로그인 오류',
      body: '허용되지 않은 이메일 도메인입니다. 학교 계정으로 로그인해주세요.',
    },
    auth: {
      title: '인증 오류',
      body: '요청이 올바르지 않거나 세션이 만료되었습니다. 다시 로그인해주세요.',
    },
    retry: '다시 시도',
    retrying: '연결 확인 중…',
    stillDown: '아직 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
    login: '다시 로그인',
  },

  apiErrors: {
    network: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
    timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
    aborted: '요청이 취소되었습니다.',
    invalidResponse: '서버 응답을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    server: (status: number) => `서버 오류가 발생했습니다. (${status})`,
  },

  states: {
    errorTitle: '정보를 불러오지 못했습니다',
    errorBody: '잠시 후 다시 시도해주세요.',
    emptyTitle: '아직 등록된 내용이 없습니다',
  },

  format: {
    wonSuffix: '원',
    weekdays: ['일', '월', '화', '수', '목', '금', '토'] as const,
    monthDay: (month: number, day: number) => `${month}월 ${day}일`,
    tickets: (count: number) => `${count}매`,
    order: (order: number) => `${order}회차`,
    semesters: (count: number) => `${count}학기`,
    runtime: (minutes: number) => `${minutes}분`,
  },
} as const;

export type Ko = typeof ko;
