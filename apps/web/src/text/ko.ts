/**
 * Every Korean word the web app shows, in one module (docs/product.md#design-rules): this file for every page, and
 * beside it the screens only club accounts, the administrator and door staff open (ko-manage.ts, `manageKo`) and
 * recruiting applications (ko-applications.ts), kept apart so a student's first load does not carry them. Validation messages live in the contract
 * (`VALIDATION` of @moa/contract). One wording per meaning: reuse an entry before adding a new one.
 */
import { LIMITS, PRODUCT_NAME, studentIdOf, type Authority } from '@moa/contract';

/** The student profile's fields (name, 학번, phone), one wording for /add-info and /mypage/update. */
export const studentProfile = {
  name: '이름',
  namePlaceholder: '이름을 입력해주세요',
  studentId: '학번',
  studentIdPlaceholder: `${LIMITS.studentIdLength}자리 숫자 (예: ${studentIdOf(2026, 1234)})`,
  phone: '전화번호',
  phonePlaceholder: '010-1234-5678',
  department: '학과',
  departmentPlaceholder: '예: 국어국문학과 (동아리 회원 명단에 쓰여요)',
  schoolYear: '학년',
  schoolYearPlaceholder: '예: 2',
  required: '필수',
  optional: '선택',
} as const;

/** The sections of a club's page, alike for its manager (clubView) and for everyone (browse.clubDetail). */
export const clubPage = {
  semesters: '필수 활동 학기',
  semestersNone: '없음',
  progressing: '진행 중인 공연·행사',
  progressingEmpty: '지금 진행 중인 공연이나 행사가 없습니다',
  pastRecruiting: '지난 모집 공고',
  pastRecruitingEmpty: '지난 모집 공고가 없습니다',
  pastEvents: '지난 공연·행사',
  pastEventsEmpty: '지난 공연이나 행사가 없습니다',
  show: '공연',
  entertain: '행사',
} as const;

/** The club categories, alike in the admin's club form and on the browse pages. */
export const clubCategories = {
  performance: '공연',
  sports: '체육',
  religion: '종교',
  academic: '학술',
  exhibition: '전시',
  service: '봉사',
  computing: '컴퓨터',
} as const;

export const ko = {
  product: {
    name: PRODUCT_NAME,
    tagline: '동아리 공연 예매와 모집을 한곳에서',
  },

  /** 캘린더에 추가: a reservation's or a booked interview's .ics from the server (docs/product.md#calendar-files). */
  calendar: {
    add: '캘린더에 추가',
    adding: '캘린더 파일을 받는 중…',
    failedTitle: '캘린더 파일을 받지 못했어요',
  },
  /** A bank account as one line: a student's refund account, on their ticket and in the club's cancel requests. */
  bankAccount: (bank: string, number: string, holder: string) => `${bank} ${number} (예금주 ${holder})`,
  /** A refund's state where students and managers both see it (components/RefundStateBadge). */
  refundState: {
    owed: '환불 대기',
    done: '환불 완료',
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
    noImage: '이미지 없음',
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
    /** The Korean name of each authority. */
    roles: {
      ROLE_USER: '일반 사용자',
      ROLE_CLUB: '동아리 계정',
      ROLE_ADMIN: '관리자',
      none: '로그인하지 않음',
    } as Record<string, string>,
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

  /** The student profile's fields (components/StudentProfileFields). */
  studentProfile,

  /** Route guards (features/auth/guards). */
  guards: {
    checking: '로그인 정보를 확인하는 중입니다',
    loginRequiredTitle: '로그인이 필요합니다',
    loginRequiredBody: '로그인한 뒤 이용할 수 있는 페이지입니다. 로그인 화면으로 이동합니다.',
    managerRequiredTitle: '동아리 관리자 권한이 필요합니다',
    managerRequiredBody: '동아리 계정으로 로그인해야 이용할 수 있는 페이지입니다. 홈으로 이동합니다.',
    adminRequiredTitle: '관리자 권한이 필요합니다',
    adminRequiredBody: '관리자 계정만 이용할 수 있는 페이지입니다. 홈으로 이동합니다.',
  },

  apiErrors: {
    network: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
    timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
    aborted: '요청이 취소되었습니다.',
    invalidResponse: '서버 응답을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    server: (status: number) => `서버 오류가 발생했습니다. (${status})`,
    // what a failed call says when the screen has no words of its own (lib/api-errors.ts)
    unauthorized: '로그인이 만료되었습니다. 다시 로그인해주세요.',
    forbidden: '이 정보에 접근할 권한이 없습니다.',
    notFound: '찾으시는 정보가 없습니다.',
    failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    goToLogin: '로그인하기',
    goHome: '홈으로',
  },

  states: {
    errorTitle: '정보를 불러오지 못했습니다',
    errorBody: '잠시 후 다시 시도해주세요.',
    emptyTitle: '아직 등록된 내용이 없습니다',
  },

  /** Public browsing (features/browse): /, /main, /clubs, /recruiting, /entertain/{id}, /show/{id}. */
  browse: {
    attractionCategories: {
      all: '전체',
      performance: '공연',
      experience: '체험',
      busking: '버스킹',
      food: '먹거리',
      worship: '예배',
    },
    clubCategories,
    recruitingCategories: {
      all: '전체',
      regular: '정기모집',
      additional: '추가모집',
      rolling: '상시모집',
    },
    tags: { upcoming: '예정', ongoing: '진행중', ended: '종료' },
    recruitingStatus: { upcoming: '모집 예정', open: '모집중', closed: '모집 마감' },
    posterAlt: (title: string) => `${title} 포스터`,
    clubPhotoAlt: (clubName: string) => `${clubName} 대표 사진`,
    count: (n: number) => `${n}개`,
    emptyHint: '새 소식이 올라오면 이곳에서 가장 먼저 알려드릴게요.',
    notFoundHint: '삭제되었거나 주소가 잘못되었을 수 있습니다. 주소를 다시 확인해주세요.',
    toList: '목록으로',
    social: {
      label: '관련 링크',
      instagram: '인스타그램',
      kakao: '카카오톡 오픈채팅',
      youtube: '유튜브',
      notion: '노션',
      website: '웹사이트',
    },

    banner: {
      label: '추천 공연',
      loadFailed: '배너 정보를 불러오지 못했습니다',
      empty: '표시할 배너가 없습니다',
      slide: (index: number, total: number) => `${total}개 중 ${index}번째`,
      goTo: (index: number) => `${index}번째 배너 보기`,
      dotsLabel: '배너 선택',
      pause: '자동 넘김 멈추기',
      play: '자동 넘김 다시 시작',
      thumbnailsLabel: '다른 추천 공연',
      viewDetail: '자세히 보기',
    },

    main: {
      listHeading: '공연·행사 둘러보기',
      tabsLabel: '공연·행사 분류',
      loadFailed: '공연 목록을 불러오지 못했습니다',
      empty: {
        all: '등록된 공연·행사가 없습니다',
        performance: '등록된 공연이 없습니다',
        experience: '등록된 체험 행사가 없습니다',
        busking: '등록된 버스킹이 없습니다',
        food: '등록된 먹거리 행사가 없습니다',
        worship: '등록된 예배가 없습니다',
      },
      create: '등록하기',
      createShow: '새 공연',
      createEntertain: '새 행사',
    },

    clubs: {
      tabsLabel: '동아리 분류',
      loadFailed: '동아리 목록을 불러오지 못했습니다',
      empty: (category: string) => `등록된 ${category} 동아리가 없습니다`,
    },

    clubDetail: {
      ...clubPage,
      loadFailed: '동아리 정보를 불러오지 못했습니다. 다시 시도해주세요.',
      notFound: '동아리를 찾을 수 없습니다',
      about: '동아리 소개',
    },

    recruiting: {
      tabsLabel: '모집 분류',
      loadFailed: '모집 공고 목록을 불러오지 못했습니다',
      empty: {
        all: '등록된 모집 공고가 없습니다',
        regular: '등록된 정기모집 공고가 없습니다',
        additional: '등록된 추가모집 공고가 없습니다',
        rolling: '등록된 상시모집 공고가 없습니다',
      },
      create: '모집 공고 등록',
    },

    recruitingDetail: {
      notFound: '모집 공고를 찾을 수 없습니다',
      loadFailed: '모집 공고를 불러오지 못했습니다',
      apply: '지원하기',
      applyUnavailable: '지원 링크가 아직 등록되지 않았습니다',
      applyClosed: '모집이 마감되어 지원할 수 없습니다',
      intro: '소개',
      info: '모집 안내',
      period: '모집 기간',
      semesters: '필수 활동 학기',
      meetingTime: '모임 시간',
      content: '활동 내용',
      eligibility: '지원 자격',
      notice: '면접 안내',
      contact: '문의',
    },

    /** The share button on a show, event, recruiting or club page. */
    share: {
      button: '카카오톡 공유',
      label: (title: string) => `${title} 카카오톡 공유`,
      open: '자세히 보기',
      opened: '카카오톡 공유 창을 열었습니다',
      copied: '카카오톡 공유를 사용할 수 없어 링크를 복사했습니다',
      failed: '링크를 복사하지 못했습니다',
      /** The line under a club's name, as its share image says it. */
      clubLine: (category: string) => `${category} 동아리`,
    },
    entertainDetail: {
      notFound: '행사를 찾을 수 없습니다',
      loadFailed: '행사 정보를 불러오지 못했습니다',
      info: '행사 정보',
      category: '분류',
      location: '장소',
      date: '일정',
      time: '시간',
      contact: '문의',
      intro: '소개',
      etcInfo: '기타 정보',
    },

    showDetail: {
      unauthorized: '로그인이 필요하거나 세션이 만료되었습니다',
      forbidden: '이 공연에 접근할 권한이 없습니다',
      notFound: '공연을 찾을 수 없습니다',
      loadFailed: '데이터를 불러오지 못했습니다',
      login: '로그인',
      earlyBird: '얼리버드',
      info: '공연 정보',
      club: '동아리',
      runtime: '러닝타임',
      period: '공연 기간',
      location: '장소',
      contact: '문의',
      intro: '공연 소개',
      notice: '유의사항',
      /** The heading of the reservation area; everything under it is ko.reserve (the reservations panel). */
      schedules: '회차 선택',
    },

    landing: {
      badge: '오픈 예정',
      desktopTitle: (month: number) => `${month}월 오픈`,
      desktopBody: (month: number, day: number) =>
        `동아리 공연 예매와 모집 소식을 한곳에서 만나보세요. ${PRODUCT_NAME}가 ${month}월 ${day}일에 문을 엽니다.`,
      mobileTitle: '모바일 버전 준비 중',
      mobileBody: (month: number, day: number) =>
        `모바일 버전은 준비 중이며 ${month}월 ${day}일에 오픈합니다.`,
      mobileHint: (month: number, day: number) => `PC 버전은 ${month}월 ${day}일에 먼저 오픈합니다.`,
    },
  },

  /** The bell, the notification list and /notifications (features/notifications; docs/product.md#notifications). */
  notifications: {
    title: '알림',
    /** What the list gathers, for each kind of account (only students reserve and apply). */
    lead: {
      ROLE_USER: '예매와 입금, 지원 결과, 팔로우한 동아리의 새 소식을 모아 보여드립니다.',
      ROLE_CLUB: '입금 확인 요청, 취소 요청, 새 지원서와 팔로우한 동아리의 새 소식을 모아 보여드립니다.',
      ROLE_ADMIN: '팔로우한 동아리의 새 공연·행사·모집 공고 소식을 모아 보여드립니다.',
    } satisfies Record<Authority, string>,
    /** The bell's name starts with what it shows (알림 and the badge's figure), then says it in full (WCAG 2.5.3). */
    bell: (unread: number) =>
      unread > 0 ? `알림 ${unread > 99 ? '99+' : unread}, 읽지 않은 알림 ${unread}개` : '알림',
    badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
    sideMenu: '알림',
    markAllRead: '모두 읽음',
    more: '더 보기',
    loadingMore: '불러오는 중…',
    viewAll: '알림 전체 보기',
    unread: '읽지 않음',
    empty: '아직 받은 알림이 없습니다',
    emptyHint: {
      ROLE_USER:
        '예매와 입금 소식, 지원 단계와 면접·결과, 팔로우한 동아리의 새 공연·행사·모집 공고가 여기에 모입니다.',
      ROLE_CLUB: '학생의 입금 확인 요청과 취소 요청, 새 지원서, 팔로우한 동아리의 새 소식이 여기에 모입니다.',
      ROLE_ADMIN: '팔로우한 동아리의 새 공연·행사·모집 공고가 여기에 모입니다.',
    } satisfies Record<Authority, string>,
    loadFailed: '알림을 불러오지 못했습니다',
    markFailed: '알림을 읽음으로 표시하지 못했습니다',
    time: {
      justNow: '방금',
      minutes: (n: number) => `${n}분 전`,
      hours: (n: number) => `${n}시간 전`,
      yesterday: '어제',
      days: (n: number) => `${n}일 전`,
    },
    mail: {
      title: '알림 메일',
      lead: '알림을 종류별로 골라 메일로도 받습니다. 바꾸면 바로 저장됩니다.',
      address: '받는 주소',
      off: '지금은 이 서버가 메일을 보내지 않습니다. 알림은 사이트의 알림함에서 확인해주세요. 고른 설정은 메일 발송이 시작되면 적용됩니다.',
      student: '예매, 지원, 동아리 소식',
      news: '동아리 소식',
      manager: '동아리 관리',
      saved: '메일 설정을 저장했습니다.',
      saveFailed: '메일 설정을 저장하지 못했습니다',
      loadFailed: '메일 설정을 불러오지 못했습니다',
    },
    unsubscribe: {
      title: '메일 수신 거부',
      working: '수신 거부를 처리하는 중입니다…',
      done: (label: string) => `‘${label}’ 메일을 더 이상 보내지 않습니다`,
      doneHint: '다른 알림 메일은 알림 페이지에서 켜고 끌 수 있습니다.',
      manage: '알림 메일 설정하기',
      badLink: '수신 거부 링크가 올바르지 않습니다',
      badLinkHint: '받은 메일의 링크를 다시 열어보시거나, 로그인한 뒤 알림 페이지에서 설정해주세요.',
      failed: '수신 거부를 처리하지 못했습니다',
      home: '홈으로',
    },
  },

  /** Recruiting applications, their review, interviews and results (text/ko-applications.ts). */

  format: {
    wonSuffix: '원',
    weekdays: ['일', '월', '화', '수', '목', '금', '토'] as const,
    monthDay: (month: number, day: number) => `${month}월 ${day}일`,
    tickets: (count: number) => `${count}매`,
    order: (order: number) => `${order}회차`,
    semesters: (count: number) => `${count}학기`,
    runtime: (minutes: number) => `${minutes}분`,
    am: '오전',
    pm: '오후',
    underAMinute: '1분 미만',
    /** A time left: the parts that are not zero, '2일 3시간', '23시간 59분', '45분'. */
    duration: ({ days = 0, hours = 0, minutes = 0 }: { days?: number; hours?: number; minutes?: number }) =>
      [days ? `${days}일` : '', hours ? `${hours}시간` : '', minutes ? `${minutes}분` : '']
        .filter(Boolean)
        .join(' ') || '0분',
  },
} as const;

export type Ko = typeof ko;
