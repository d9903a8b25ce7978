import type { Bank, ClubCategory, RecruitingCategory } from '@moa/contract';
import type { PosterStyle } from './posters.ts';

/**
 * The demo campus. Dates are day offsets from today (Seoul), so the data always looks current. Latin fields are what
 * the generated posters print (no Korean text inside images).
 */

export interface ClubSeed {
  key: string;
  name: string;
  category: ClubCategory;
  content: string;
  mandatorySemesters: number | null;
  instaUrl: string;
  kakaoUrl: string;
  youtubeUrl: string;
  url: string;
  latin: string[];
  monogram: string;
  tagline: string;
  hue: number;
  style: PosterStyle;
}

/** How full a schedule is: a share of the seats, or a number of seats left (0 = sold out). */
export type Fill = { ratio: number } | { left: number };

export interface ScheduleSeed {
  day: number;
  time: string;
  cost: number;
  maxTicket: number;
  maxPeople: number;
  fill: Fill;
}

export interface ShowSeed {
  key: string;
  clubKey: string;
  name: string;
  location: string;
  runtime: number;
  manager: string;
  managerPhone: string;
  bank: Bank;
  accountNumber: string;
  accountName: string;
  introduction: string;
  notice: string;
  earlyBird: boolean;
  /** The club takes no waiting list for it (its sold-out schedules stay closed). */
  noWaitlist?: boolean;
  createdDaysAgo: number;
  schedules: ScheduleSeed[];
  latin: string[];
  tag: string;
  hue: number;
  style: PosterStyle;
}

export interface EntertainSeed {
  clubKey: string;
  name: string;
  introduction: string;
  category: 'experience' | 'busking' | 'food' | 'worship';
  location: string;
  startDay: number;
  endDay: number;
  timeList: string;
  manager: string;
  managerPhone: string;
  etcInfo: string;
  instaUrl: string;
  kakaoUrl: string;
  youtubeUrl: string;
  notionUrl: string;
  url: string;
  createdDaysAgo: number;
  latin: string[];
  tag: string;
  hue: number;
  style: PosterStyle;
}

export interface RecruitingSeed {
  clubKey: string;
  /** `{year}` is replaced with the year of the recruiting's start date. */
  title: string;
  category: RecruitingCategory;
  startDay: number;
  endDay: number;
  mandatorySemesters: string;
  meetingTime: string;
  content: string;
  eligibility: string;
  notice: string;
  manager: string;
  managerPhone: string;
  /** Empty for a post that takes applications in the portal (`applicationForm`). */
  applicationUrl: string;
  /** Applications in the portal, with the demo form and applicants of seed/applications.ts. */
  applicationForm?: true;
  introduction: string;
  instaUrl: string;
  kakaoUrl: string;
  youtubeUrl: string;
  notionUrl: string;
  url: string;
  createdDaysAgo: number;
  latin: string[];
  hue: number;
  style: PosterStyle;
}

export const CLUBS: ClubSeed[] = [
  {
    key: 'soriul',
    name: '소리울',
    category: 'performance',
    content:
      '1989년에 만들어진 중앙 밴드 동아리 소리울입니다. 보컬, 기타, 베이스, 드럼, 키보드 파트가 함께 합주하며 매 학기 정기공연과 교내 버스킹, 축제 무대에 섭니다. 악기를 처음 잡아 보는 부원도 선배들과 파트별 스터디로 한 학기 안에 무대에 설 수 있어요. 동아리방은 학생회관 B103호, 합주실은 언제든 예약해서 쓸 수 있습니다.',
    mandatorySemesters: 2,
    instaUrl: 'https://www.instagram.com/soriul_band',
    kakaoUrl: 'https://open.kakao.com/o/gSoriul89',
    youtubeUrl: 'https://www.youtube.com/@soriul_band',
    url: '',
    latin: ['SORIUL'],
    monogram: 'SR',
    tagline: 'ROCK BAND SINCE 1989',
    hue: 12,
    style: 'rings',
  },
  {
    key: 'hanul',
    name: '극단 한울',
    category: 'performance',
    content:
      '연극 동아리 극단 한울은 배우, 연출, 조명·음향, 무대미술 팀이 한 작품을 처음부터 끝까지 함께 만듭니다. 매년 정기공연 한 편과 워크숍 공연 한 편을 올리고, 발성·화술 워크숍과 희곡 읽기 모임을 엽니다. 무대 경험이 없어도 괜찮습니다.',
    mandatorySemesters: 2,
    instaUrl: 'https://www.instagram.com/theater_hanul',
    kakaoUrl: 'https://open.kakao.com/o/gHanulStage',
    youtubeUrl: '',
    url: 'https://hanul.example.ac.kr',
    latin: ['HANUL', 'THEATER'],
    monogram: 'HT',
    tagline: 'CAMPUS THEATER COMPANY',
    hue: 265,
    style: 'blocks',
  },
  {
    key: 'stepup',
    name: '스텝업',
    category: 'performance',
    content:
      '힙합, 걸스힙합, 코레오그래피를 추는 댄스 동아리 스텝업입니다. 주 2회 정기 연습과 장르별 클래스가 있고, 학기마다 쇼케이스와 거리 공연을 엽니다. 춤을 처음 배우는 분을 위한 기초반도 운영해요.',
    mandatorySemesters: 1,
    instaUrl: 'https://www.instagram.com/stepup_dance_crew',
    kakaoUrl: '',
    youtubeUrl: 'https://www.youtube.com/@stepupcrew',
    url: '',
    latin: ['STEP UP', 'DANCE CREW'],
    monogram: 'SU',
    tagline: 'STREET DANCE CREW',
    hue: 320,
    style: 'waves',
  },
  {
    key: 'fc',
    name: 'FC 청춘',
    category: 'sports',
    content:
      '축구를 좋아하는 누구나 함께하는 축구 동아리 FC 청춘입니다. 매주 화·목 저녁 대운동장에서 훈련하고, 총장배 교내 리그와 대학 연합 리그에 나갑니다. 실력보다 꾸준히 나오는 마음이 중요해요. 경기 후 뒤풀이도 자유 참석입니다.',
    mandatorySemesters: null,
    instaUrl: 'https://www.instagram.com/fc_cheongchun',
    kakaoUrl: 'https://open.kakao.com/o/gFcYouth11',
    youtubeUrl: '',
    url: '',
    latin: ['FC', 'CHEONGCHUN'],
    monogram: 'FC',
    tagline: 'FOOTBALL CLUB',
    hue: 135,
    style: 'triangles',
  },
  {
    key: 'dunk',
    name: '덩크',
    category: 'sports',
    content:
      '농구 동아리 덩크는 매주 수요일과 토요일 체육관에서 연습 경기를 합니다. 남녀 혼성 리그와 3on3 대회에 참가하며, 학기 말에는 졸업생 선배들과 OB전을 엽니다.',
    mandatorySemesters: 1,
    instaUrl: 'https://www.instagram.com/dunk_basketball',
    kakaoUrl: '',
    youtubeUrl: '',
    url: '',
    latin: ['DUNK'],
    monogram: 'DK',
    tagline: 'BASKETBALL CLUB',
    hue: 28,
    style: 'dots',
  },
  {
    key: 'bitsori',
    name: '빛소리',
    category: 'religion',
    content:
      '함께 예배하고 찬양하는 기독교 동아리 빛소리입니다. 매주 목요일 점심 열린 예배와 금요일 저녁 찬양 모임, 소그룹 성경 공부가 있습니다. 신앙이 없어도 누구나 편하게 들러 주세요.',
    mandatorySemesters: null,
    instaUrl: 'https://www.instagram.com/bitsori_worship',
    kakaoUrl: 'https://open.kakao.com/o/gBitsori7',
    youtubeUrl: 'https://www.youtube.com/@bitsori_worship',
    url: '',
    latin: ['BITSORI'],
    monogram: 'BS',
    tagline: 'CHRISTIAN FELLOWSHIP',
    hue: 205,
    style: 'rings',
  },
  {
    key: 'yeonhwa',
    name: '연화회',
    category: 'religion',
    content:
      '불교 동아리 연화회는 매주 월요일 저녁 명상과 참선, 경전 읽기 모임을 갖습니다. 학기마다 템플스테이와 연등 만들기 행사를 함께 해요. 마음을 쉬어 가고 싶은 분이라면 누구든 환영합니다.',
    mandatorySemesters: null,
    instaUrl: 'https://www.instagram.com/yeonhwa_lotus',
    kakaoUrl: '',
    youtubeUrl: '',
    url: '',
    latin: ['YEONHWA'],
    monogram: 'YH',
    tagline: 'BUDDHIST MEDITATION',
    hue: 45,
    style: 'waves',
  },
  {
    key: 'nongaek',
    name: '논객',
    category: 'academic',
    content:
      '학술 토론 동아리 논객은 매주 시사·철학 주제로 의회식 토론을 합니다. 교내 토론대회를 주관하고 전국 대학생 토론대회에 팀으로 출전합니다. 말하기보다 잘 듣는 법을 함께 배웁니다.',
    mandatorySemesters: 2,
    instaUrl: 'https://www.instagram.com/nongaek_debate',
    kakaoUrl: 'https://open.kakao.com/o/gNongaek',
    youtubeUrl: '',
    url: 'https://nongaek.example.ac.kr',
    latin: ['NONGAEK', 'DEBATE'],
    monogram: 'NG',
    tagline: 'ACADEMIC DEBATE SOCIETY',
    hue: 230,
    style: 'blocks',
  },
  {
    key: 'bitgeurim',
    name: '빛그림',
    category: 'exhibition',
    content:
      '사진 동아리 빛그림입니다. 필름과 디지털 출사를 다니고, 암실에서 직접 흑백 인화를 합니다. 매 학기 학생회관 전시실에서 정기 사진전을 열어요. 카메라가 없어도 동아리 장비를 빌려 드립니다.',
    mandatorySemesters: 1,
    instaUrl: 'https://www.instagram.com/bitgeurim_photo',
    kakaoUrl: '',
    youtubeUrl: '',
    url: '',
    latin: ['BITGEURIM', 'PHOTO'],
    monogram: 'BG',
    tagline: 'PHOTOGRAPHY CLUB',
    hue: 175,
    style: 'dots',
  },
  {
    key: 'nanumson',
    name: '나눔손',
    category: 'service',
    content:
      '봉사 동아리 나눔손은 지역 아동센터 학습 멘토링, 연탄 나눔, 유기견 보호소 봉사를 정기적으로 합니다. 봉사 시간은 학교 사회봉사 학점으로 인정받을 수 있어요. 바자회 수익금은 전액 기부합니다.',
    mandatorySemesters: 1,
    instaUrl: 'https://www.instagram.com/nanumson_volunteer',
    kakaoUrl: 'https://open.kakao.com/o/gNanumson',
    youtubeUrl: '',
    url: '',
    latin: ['NANUMSON'],
    monogram: 'NS',
    tagline: 'VOLUNTEER CIRCLE',
    hue: 95,
    style: 'triangles',
  },
  {
    key: 'codelab',
    name: '코드랩',
    category: 'computing',
    content:
      '코딩 동아리 코드랩입니다. 웹·앱 개발, 알고리즘, 인공지능 스터디를 운영하고 방학마다 해커톤을 엽니다. 전공과 관계없이 처음 배우는 분을 위한 파이썬 기초반이 있어요. 이 사이트 모아도 코드랩 부원들이 만들었습니다.',
    mandatorySemesters: 2,
    instaUrl: 'https://www.instagram.com/codelab_campus',
    kakaoUrl: 'https://open.kakao.com/o/gCodeLab0',
    youtubeUrl: 'https://www.youtube.com/@codelab_campus',
    url: 'https://codelab.example.ac.kr',
    latin: ['CODE LAB'],
    monogram: '</>',
    tagline: 'DEVELOPERS CLUB',
    hue: 155,
    style: 'blocks',
  },
];

export const SHOWS: ShowSeed[] = [
  {
    key: 'soriul-regular',
    clubKey: 'soriul',
    name: '소리울 정기공연 〈울림〉',
    location: '학생회관 대강당',
    runtime: 120,
    manager: '박지훈',
    managerPhone: '010-2843-1957',
    bank: '카카오뱅크',
    accountNumber: '3333051234567',
    accountName: '박지훈',
    introduction: '소리울이 한 학기 동안 준비한 밴드 공연! 록부터 시티팝까지 다섯 팀이 무대에 오릅니다.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 예매 후 24시간 안에 입금이 확인되지 않으면 예매가 취소될 수 있습니다. 공연 시작 30분 전부터 입장 가능하며, 공연 중 촬영은 삼가 주세요. 얼리버드 예매자에게는 기념 스티커를 드립니다.',
    earlyBird: true,
    createdDaysAgo: 18,
    schedules: [
      { day: 12, time: '19:00:00', cost: 10000, maxTicket: 4, maxPeople: 80, fill: { ratio: 0.55 } },
      { day: 13, time: '14:00:00', cost: 10000, maxTicket: 4, maxPeople: 80, fill: { left: 2 } },
      { day: 13, time: '18:00:00', cost: 10000, maxTicket: 4, maxPeople: 80, fill: { ratio: 0.4 } },
    ],
    latin: ['SORIUL LIVE', '{year}'],
    tag: 'LIVE',
    hue: 8,
    style: 'rings',
  },
  {
    key: 'soriul-acoustic',
    clubKey: 'soriul',
    name: '소리울 어쿠스틱 나이트',
    location: '예술관 소극장',
    runtime: 90,
    manager: '최서윤',
    managerPhone: '010-5521-0384',
    bank: '신한은행',
    accountNumber: '110482093715',
    accountName: '최서윤',
    introduction: '기타와 건반, 목소리만으로 채우는 조용한 밤. 소리울의 어쿠스틱 무대에 초대합니다.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 좌석은 자유석이며 선착순 입장입니다. 음료 반입은 뚜껑이 있는 음료만 가능합니다.',
    earlyBird: false,
    createdDaysAgo: 40,
    schedules: [
      { day: -21, time: '19:30:00', cost: 5000, maxTicket: 2, maxPeople: 60, fill: { ratio: 0.9 } },
      { day: -20, time: '19:30:00', cost: 5000, maxTicket: 2, maxPeople: 60, fill: { ratio: 0.8 } },
    ],
    latin: ['ACOUSTIC', 'NIGHT'],
    tag: 'UNPLUGGED',
    hue: 38,
    style: 'waves',
  },
  {
    key: 'hanul-regular',
    clubKey: 'hanul',
    name: '극단 한울 정기공연 〈햄릿〉',
    location: '인문관 소극장',
    runtime: 110,
    manager: '이도현',
    managerPhone: '010-7718-2290',
    bank: 'KB국민은행',
    accountNumber: '94380200123456',
    accountName: '이도현',
    introduction:
      '셰익스피어의 햄릿을 지금의 캠퍼스로 옮겨 왔습니다. 복수와 망설임 사이의 세 시간, 아니 110분.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 공연 시작 후에는 입장이 제한됩니다. 만 12세 이상 관람가이며, 일부 장면에 큰 소리와 암전이 있습니다. 취소는 공연 전날까지 마이페이지에서 요청해 주세요.',
    earlyBird: false,
    noWaitlist: true,
    createdDaysAgo: 25,
    schedules: [
      { day: 5, time: '19:00:00', cost: 12000, maxTicket: 2, maxPeople: 40, fill: { left: 0 } },
      { day: 6, time: '15:00:00', cost: 12000, maxTicket: 2, maxPeople: 40, fill: { left: 0 } },
    ],
    latin: ['HAMLET'],
    tag: 'THEATER',
    hue: 275,
    style: 'blocks',
  },
  {
    key: 'stepup-showcase',
    clubKey: 'stepup',
    name: '스텝업 쇼케이스 〈MOVE〉',
    location: '학생회관 대강당',
    runtime: 80,
    manager: '정하은',
    managerPhone: '010-3390-4172',
    bank: '토스뱅크',
    accountNumber: '100012345678',
    accountName: '정하은',
    introduction: '힙합, 걸스힙합, 코레오까지! 스텝업 크루 40명이 만드는 한 학기의 결산 무대.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 스탠딩 구역과 좌석 구역은 현장에서 선착순으로 안내합니다. 공연 중 플래시 촬영은 금지입니다.',
    earlyBird: true,
    createdDaysAgo: 14,
    schedules: [
      { day: 9, time: '16:00:00', cost: 8000, maxTicket: 4, maxPeople: 150, fill: { ratio: 0.35 } },
      { day: 9, time: '19:00:00', cost: 8000, maxTicket: 4, maxPeople: 150, fill: { ratio: 0.45 } },
    ],
    latin: ['STEP UP', 'SHOWCASE', 'MOVE'],
    tag: 'DANCE',
    hue: 300,
    style: 'triangles',
  },
  {
    key: 'bitsori-concert',
    clubKey: 'bitsori',
    name: '빛소리 찬양 콘서트 〈Grace〉',
    location: '대학교회 본당',
    runtime: 100,
    manager: '한예린',
    managerPhone: '010-6024-8813',
    bank: '우리은행',
    accountNumber: '1002853201477',
    accountName: '한예린',
    introduction: '밴드와 합창단이 함께하는 찬양 콘서트. 수익금은 전액 지역 아동센터에 기부합니다.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 본당 2층은 자유석입니다. 공연 후 간단한 다과가 준비되어 있습니다.',
    earlyBird: false,
    createdDaysAgo: 10,
    schedules: [
      { day: 15, time: '19:30:00', cost: 3000, maxTicket: 3, maxPeople: 100, fill: { ratio: 0.3 } },
      { day: 16, time: '17:00:00', cost: 3000, maxTicket: 3, maxPeople: 100, fill: { ratio: 0.2 } },
    ],
    latin: ['GRACE', 'CONCERT'],
    tag: 'PRAISE',
    hue: 200,
    style: 'dots',
  },
  {
    key: 'hanul-workshop',
    clubKey: 'hanul',
    name: '극단 한울 워크숍 공연 〈작은 방〉',
    location: '인문관 소극장',
    runtime: 70,
    manager: '이도현',
    managerPhone: '010-7718-2290',
    bank: 'NH농협은행',
    accountNumber: '3020918273641',
    accountName: '극단한울',
    introduction: '신입 단원들이 직접 쓰고 연출한 창작극. 좁은 자취방에 모인 네 사람의 하룻밤 이야기.',
    notice:
      '입금자명은 학번+이름으로 해주세요. 객석이 30석뿐인 소극장 공연이라 예매하신 분만 입장할 수 있습니다. 공연 후 관객과의 대화가 이어집니다.',
    earlyBird: false,
    createdDaysAgo: 7,
    schedules: [
      { day: 19, time: '19:30:00', cost: 5000, maxTicket: 2, maxPeople: 30, fill: { ratio: 0.4 } },
      { day: 20, time: '19:30:00', cost: 5000, maxTicket: 2, maxPeople: 30, fill: { ratio: 0.3 } },
      { day: 21, time: '15:00:00', cost: 5000, maxTicket: 2, maxPeople: 30, fill: { ratio: 0.2 } },
      { day: 21, time: '19:30:00', cost: 5000, maxTicket: 2, maxPeople: 30, fill: { ratio: 0.1 } },
    ],
    latin: ['THE SMALL', 'ROOM'],
    tag: 'WORKSHOP',
    hue: 250,
    style: 'rings',
  },
];

/** A grade of the seated show, painted onto whole rows of a section. */
export interface SeatedGradeSeed {
  name: string;
  price: number;
  color: string;
  /** `구역:열열열`: the rows of a section it covers (`1층:가나다라`). */
  rows: string[];
}

/** The seated demo show: a hall of the club, and schedules that sell its seats (docs/product.md#assigned-seats). */
export interface SeatedShowSeed extends Omit<ShowSeed, 'schedules'> {
  hall: { name: string; text: string };
  grades: SeatedGradeSeed[];
  /** Seats only managers sell (운영석): their label and keys; they keep their grade. */
  block: { label: string; seats: string[] };
  schedules: { day: number; time: string; maxTicket: number; fill: number }[];
}

const seatRow = (n: number) => '○'.repeat(n);

/**
 * 인문관 대강당: a floor (1층) of 9 rows in three blocks between two aisles, a cross aisle after 라열, wheelchair
 * spaces with their companion seats at both ends of the back row; a balcony (2층) of 3 rows numbered from the right.
 * 234 + 66 = 300 seats.
 */
export const SEATED_HALL_TEXT = [
  '무대',
  '[1층]',
  ...[...'가나다라'].map((r) => `${r} | ${seatRow(7)} _ ${seatRow(12)} _ ${seatRow(7)}`),
  `     ${'_'.repeat(7)} _ ${'_'.repeat(12)} _ ${'_'.repeat(7)}`,
  ...[...'마바사아'].map((r) => `${r} | ${seatRow(7)} _ ${seatRow(12)} _ ${seatRow(7)}`),
  `자 | ○○○○○WC _ ${seatRow(12)} _ CW○○○○○`,
  '[2층] 오른쪽부터',
  ...[...'ABC'].map((r) => `${r} | ${seatRow(11)} _ ${seatRow(11)}`),
].join('\n');

export const SEATED_SHOW: SeatedShowSeed = {
  key: 'soriul-seated',
  clubKey: 'soriul',
  name: '소리울 가을 콘서트 〈나란히〉',
  location: '인문관 대강당',
  runtime: 100,
  manager: '박지훈',
  managerPhone: '010-2843-1957',
  bank: '카카오뱅크',
  accountNumber: '3333051234567',
  accountName: '박지훈',
  introduction:
    '소리울이 처음으로 좌석을 지정해 여는 콘서트. 1층 R석·S석과 2층 발코니 A석 중 원하는 자리를 골라 예매하세요.',
  notice:
    '입금자명은 학번+이름으로 해주세요. 좌석 지정 공연으로, 예매한 좌석에만 앉을 수 있습니다. 휠체어석과 동반석은 1층 자열 양쪽 끝에 있습니다. 공연 시작 30분 전부터 입장 가능합니다.',
  earlyBird: false,
  createdDaysAgo: 12,
  hall: { name: '인문관 대강당', text: SEATED_HALL_TEXT },
  grades: [
    { name: 'R석', price: 20000, color: '#E11D48', rows: ['1층:가나다라'] },
    { name: 'S석', price: 15000, color: '#2563EB', rows: ['1층:마바사아자'] },
    { name: 'A석', price: 10000, color: '#16A34A', rows: ['2층:ABC'] },
  ],
  // the sound desk, in the middle of 아열
  block: { label: '운영석', seats: ['1층-아-12', '1층-아-13', '1층-아-14', '1층-아-15'] },
  schedules: [
    { day: 10, time: '19:00:00', maxTicket: 4, fill: 0.35 },
    { day: 11, time: '15:00:00', maxTicket: 4, fill: 0.15 },
  ],
  latin: ['SIDE BY SIDE', '{year}'],
  tag: 'CONCERT',
  hue: 20,
  style: 'dots',
};

export const ENTERTAINS: EntertainSeed[] = [
  {
    clubKey: 'soriul',
    name: '소리울 캠퍼스 버스킹 데이',
    introduction: '점심시간과 퇴근길, 중앙도서관 앞에서 소리울이 라이브로 인사드립니다. 신청곡도 받아요!',
    category: 'busking',
    location: '중앙도서관 앞 광장',
    startDay: -1,
    endDay: 2,
    timeList: '12:00 - 13:00, 17:30 - 19:00',
    manager: '박지훈',
    managerPhone: '010-2843-1957',
    etcInfo:
      '우천 시 학생회관 1층 로비에서 진행합니다. 날짜별 셋리스트와 신청곡 접수는 인스타그램 https://www.instagram.com/soriul_band 에서 확인해 주세요.',
    instaUrl: 'https://www.instagram.com/soriul_band',
    kakaoUrl: 'https://open.kakao.com/o/gSoriul89',
    youtubeUrl: 'https://www.youtube.com/@soriul_band',
    notionUrl: '',
    url: '',
    createdDaysAgo: 9,
    latin: ['BUSKING', 'DAY'],
    tag: 'BUSKING',
    hue: 20,
    style: 'waves',
  },
  {
    clubKey: 'bitgeurim',
    name: '빛그림 사진전 〈시선〉 & 필름 체험',
    introduction:
      '한 학기 동안 찍은 40여 점의 사진 전시와 함께, 필름 카메라로 직접 찍어 보는 체험 부스를 엽니다.',
    category: 'experience',
    location: '학생회관 2층 전시실',
    startDay: -2,
    endDay: 4,
    timeList: '10:00 - 18:00 (마지막 입장 17:30)',
    manager: '오세린',
    managerPhone: '010-4157-6620',
    etcInfo:
      '필름 체험은 하루 선착순 30명이며, 찍은 사진은 현상해서 일주일 뒤 동아리방에서 나눠 드립니다. 작품 목록: https://bitgeurim.example.ac.kr/exhibition',
    instaUrl: 'https://www.instagram.com/bitgeurim_photo',
    kakaoUrl: '',
    youtubeUrl: '',
    notionUrl: 'https://bitgeurim.notion.site/exhibition',
    url: 'https://bitgeurim.example.ac.kr/exhibition',
    createdDaysAgo: 12,
    latin: ['GAZE', 'PHOTO EXHIBITION'],
    tag: 'EXHIBITION',
    hue: 180,
    style: 'dots',
  },
  {
    clubKey: 'nanumson',
    name: '나눔손 붕어빵 바자회',
    introduction:
      '따끈한 붕어빵과 어묵, 핫초코를 팔아 지역 아동센터에 전액 기부합니다. 한 봉지의 따뜻함을 나눠 주세요.',
    category: 'food',
    location: '공학관 앞 잔디광장',
    startDay: 3,
    endDay: 4,
    timeList: '11:00 - 16:00 (재료 소진 시 조기 마감)',
    manager: '윤다은',
    managerPhone: '010-8846-3021',
    etcInfo:
      '텀블러를 가져오시면 핫초코를 500원 할인해 드립니다. 기부 내역은 행사 후 https://www.instagram.com/nanumson_volunteer 에 공개합니다.',
    instaUrl: 'https://www.instagram.com/nanumson_volunteer',
    kakaoUrl: 'https://open.kakao.com/o/gNanumson',
    youtubeUrl: '',
    notionUrl: '',
    url: '',
    createdDaysAgo: 6,
    latin: ['CHARITY', 'BAZAAR'],
    tag: 'FOOD',
    hue: 40,
    style: 'triangles',
  },
  {
    clubKey: 'bitsori',
    name: '목요 열린 예배',
    introduction: '점심시간 40분, 찬양과 짧은 말씀으로 쉬어 가는 예배입니다. 간단한 점심도 함께 나눠요.',
    category: 'worship',
    location: '대학교회 소예배실',
    startDay: -7,
    endDay: 21,
    timeList: '매주 목요일 12:10 - 12:50',
    manager: '한예린',
    managerPhone: '010-6024-8813',
    etcInfo:
      '누구나 자유롭게 참석할 수 있습니다. 예배 영상은 https://www.youtube.com/@bitsori_worship 에 올라옵니다.',
    instaUrl: 'https://www.instagram.com/bitsori_worship',
    kakaoUrl: 'https://open.kakao.com/o/gBitsori7',
    youtubeUrl: 'https://www.youtube.com/@bitsori_worship',
    notionUrl: '',
    url: '',
    createdDaysAgo: 15,
    latin: ['THURSDAY', 'WORSHIP'],
    tag: 'WORSHIP',
    hue: 215,
    style: 'rings',
  },
  {
    clubKey: 'codelab',
    name: '코딩 체험: 나만의 웹페이지 만들기',
    introduction:
      '코딩을 한 번도 안 해 봤어도 괜찮아요. 40분 만에 내 소개 페이지를 만들어 인터넷에 올려 봅니다.',
    category: 'experience',
    location: 'IT관 B101 실습실',
    startDay: 9,
    endDay: 10,
    timeList: '13:00 - 17:00 (매 정시 시작, 회당 40분)',
    manager: '강민준',
    managerPhone: '010-2209-7745',
    etcInfo:
      '노트북은 실습실에 준비되어 있습니다. 회차별 정원은 20명이며 사전 신청자를 우선 안내합니다. 사전 신청: https://forms.example.ac.kr/codelab-booth',
    instaUrl: 'https://www.instagram.com/codelab_campus',
    kakaoUrl: '',
    youtubeUrl: 'https://www.youtube.com/@codelab_campus',
    notionUrl: 'https://codelab.notion.site/web-booth',
    url: 'https://codelab.example.ac.kr',
    createdDaysAgo: 4,
    latin: ['HELLO', 'WEB'],
    tag: 'HANDS-ON',
    hue: 150,
    style: 'blocks',
  },
  {
    clubKey: 'stepup',
    name: '스텝업 정문 앞 거리 공연',
    introduction: '쇼케이스에 앞서 선보이는 스텝업의 거리 공연. 랜덤 플레이 댄스 시간도 있어요.',
    category: 'busking',
    location: '정문 앞 광장',
    startDay: -25,
    endDay: -25,
    timeList: '18:00 - 19:30',
    manager: '정하은',
    managerPhone: '010-3390-4172',
    etcInfo: '공연 영상은 https://www.youtube.com/@stepupcrew 에서 다시 볼 수 있습니다.',
    instaUrl: 'https://www.instagram.com/stepup_dance_crew',
    kakaoUrl: '',
    youtubeUrl: 'https://www.youtube.com/@stepupcrew',
    notionUrl: '',
    url: '',
    createdDaysAgo: 35,
    latin: ['STREET', 'DANCE'],
    tag: 'BUSKING',
    hue: 330,
    style: 'waves',
  },
];

export const RECRUITINGS: RecruitingSeed[] = [
  {
    clubKey: 'soriul',
    title: '소리울 {year} 신입 부원 정기모집',
    category: 'regular',
    startDay: -3,
    endDay: 10,
    mandatorySemesters: '2학기',
    meetingTime: '매주 화·목 18:30 정기 합주, 파트별 스터디 별도',
    content:
      '보컬, 기타, 베이스, 드럼, 키보드 파트 신입 부원을 모집합니다. 정기공연과 버스킹 무대에 함께 서요.',
    eligibility:
      '재학생이라면 학년, 전공 관계없이 지원할 수 있습니다. 악기 경험이 없어도 괜찮지만 2학기 이상 활동할 수 있어야 합니다.',
    notice:
      '서류 합격자에 한해 개별 연락 후 학생회관 B103호에서 면접과 간단한 오디션(자유곡 1분)을 진행합니다. 악기는 동아리 장비를 사용해도 됩니다.',
    manager: '박지훈',
    managerPhone: '010-2843-1957',
    applicationUrl: '',
    applicationForm: true,
    introduction:
      '소리울은 1989년부터 이어져 온 중앙 밴드 동아리입니다. 매 학기 정기공연과 버스킹, 축제 무대에 오르고, 합주실과 악기를 자유롭게 쓸 수 있습니다. 처음 악기를 잡는 분도 선배들과 파트별 스터디를 하면 한 학기 안에 무대에 설 수 있어요. 음악을 좋아하는 마음 하나면 충분합니다!',
    instaUrl: 'https://www.instagram.com/soriul_band',
    kakaoUrl: 'https://open.kakao.com/o/gSoriul89',
    youtubeUrl: 'https://www.youtube.com/@soriul_band',
    notionUrl: '',
    url: '',
    createdDaysAgo: 5,
    latin: ['JOIN', 'SORIUL'],
    hue: 0,
    style: 'rings',
  },
  {
    clubKey: 'soriul',
    title: '소리울 드럼·베이스 추가모집',
    category: 'additional',
    startDay: -60,
    endDay: -50,
    mandatorySemesters: '2학기',
    meetingTime: '매주 화·목 18:30 정기 합주',
    content: '정기공연 준비를 함께할 드럼, 베이스 파트 부원을 추가로 모집합니다.',
    eligibility: '드럼 또는 베이스 연주 경험이 6개월 이상인 재학생',
    notice: '지원서 확인 후 개별 연락드리며, 합주실에서 간단한 연주 오디션을 봅니다.',
    manager: '박지훈',
    managerPhone: '010-2843-1957',
    applicationUrl: 'https://forms.example.ac.kr/soriul-additional',
    introduction:
      '정기공연을 앞두고 리듬 파트를 보강하려 합니다. 합주 경험이 있는 분이라면 바로 팀에 합류해 무대를 준비할 수 있어요.',
    instaUrl: 'https://www.instagram.com/soriul_band',
    kakaoUrl: '',
    youtubeUrl: '',
    notionUrl: '',
    url: '',
    createdDaysAgo: 62,
    latin: ['DRUMS', 'AND BASS'],
    hue: 30,
    style: 'blocks',
  },
  {
    clubKey: 'hanul',
    title: '극단 한울 배우·스태프 모집',
    category: 'regular',
    startDay: -5,
    endDay: 7,
    mandatorySemesters: '2학기',
    meetingTime: '매주 월·수 19:00 인문관 소극장',
    content: '다음 정기공연을 함께 만들 배우와 연출, 조명·음향, 무대미술 스태프를 모집합니다.',
    eligibility: '연극을 좋아하는 재학생 누구나. 배우 지원자는 면접 때 1분 내외의 자유 연기를 준비해 주세요.',
    notice:
      '면접은 인문관 소극장에서 진행하며 시간은 문자로 개별 안내합니다. 스태프 지원자는 포트폴리오가 있다면 함께 가져와 주세요.',
    manager: '이도현',
    managerPhone: '010-7718-2290',
    applicationUrl: 'https://forms.example.ac.kr/hanul-audition',
    introduction:
      '극단 한울은 배우와 스태프가 한 작품을 처음부터 끝까지 함께 만드는 연극 동아리입니다. 발성과 화술 워크숍, 희곡 읽기 모임으로 기초부터 다지니 무대 경험이 없어도 걱정하지 마세요.',
    instaUrl: 'https://www.instagram.com/theater_hanul',
    kakaoUrl: 'https://open.kakao.com/o/gHanulStage',
    youtubeUrl: '',
    notionUrl: 'https://hanul.notion.site/audition',
    url: 'https://hanul.example.ac.kr',
    createdDaysAgo: 7,
    latin: ['AUDITION'],
    hue: 280,
    style: 'triangles',
  },
  {
    clubKey: 'fc',
    title: 'FC 청춘 상시 부원 모집',
    category: 'rolling',
    startDay: -30,
    endDay: 60,
    mandatorySemesters: '없음',
    meetingTime: '매주 화·목 19:00 대운동장 훈련',
    content: '축구를 좋아한다면 언제든 지원하세요. 포지션과 실력은 상관없습니다.',
    eligibility: '재학생, 휴학생 모두 지원 가능합니다. 축구화가 없으면 운동화도 괜찮아요.',
    notice: '면접 없이 훈련에 한 번 나와 보신 뒤 가입을 결정하시면 됩니다.',
    manager: '서우진',
    managerPhone: '010-9023-5518',
    applicationUrl: 'https://forms.example.ac.kr/fc-cheongchun',
    introduction:
      'FC 청춘은 총장배 교내 리그와 대학 연합 리그에 나가는 축구 동아리입니다. 꾸준히 나와서 같이 뛰는 것이 가장 중요해요. 경기가 끝나면 다 같이 밥도 먹습니다.',
    instaUrl: 'https://www.instagram.com/fc_cheongchun',
    kakaoUrl: 'https://open.kakao.com/o/gFcYouth11',
    youtubeUrl: '',
    notionUrl: '',
    url: '',
    createdDaysAgo: 30,
    latin: ['KICK OFF', 'ANYTIME'],
    hue: 120,
    style: 'dots',
  },
  {
    clubKey: 'codelab',
    title: '코드랩 스터디원 추가모집',
    category: 'additional',
    startDay: 2,
    endDay: 16,
    mandatorySemesters: '2학기',
    meetingTime: '매주 수 19:00 IT관 B101, 스터디별 추가 모임',
    content: '웹 개발, 알고리즘, 인공지능 스터디에 함께할 부원을 추가로 모집합니다.',
    eligibility: '전공 무관 재학생. 파이썬 기초반은 코딩 경험이 없어도 지원할 수 있습니다.',
    notice: '지원서를 바탕으로 스터디를 배정하며, 면접은 15분 내외로 IT관 세미나실에서 진행합니다.',
    manager: '강민준',
    managerPhone: '010-2209-7745',
    applicationUrl: 'https://forms.example.ac.kr/codelab-study',
    introduction:
      '코드랩은 웹·앱 개발, 알고리즘, 인공지능 스터디를 운영하는 코딩 동아리입니다. 방학마다 해커톤을 열고, 부원들이 만든 서비스를 실제로 운영해 봅니다. 이 사이트 모아도 코드랩 프로젝트로 시작했어요.',
    instaUrl: 'https://www.instagram.com/codelab_campus',
    kakaoUrl: 'https://open.kakao.com/o/gCodeLab0',
    youtubeUrl: 'https://www.youtube.com/@codelab_campus',
    notionUrl: 'https://codelab.notion.site/recruit',
    url: 'https://codelab.example.ac.kr',
    createdDaysAgo: 3,
    latin: ['HELLO', 'WORLD'],
    hue: 160,
    style: 'waves',
  },
  {
    clubKey: 'nanumson',
    title: '나눔손 봉사단원 정기모집',
    category: 'regular',
    startDay: -45,
    endDay: -30,
    mandatorySemesters: '1학기',
    meetingTime: '격주 토요일 10:00 봉사 활동, 월 1회 정기 회의',
    content: '아동센터 학습 멘토링, 연탄 나눔, 유기견 보호소 봉사를 함께할 단원을 모집합니다.',
    eligibility: '한 학기 이상 꾸준히 봉사에 참여할 수 있는 재학생',
    notice: '면접 없이 오리엔테이션 참석으로 가입이 확정됩니다. 오리엔테이션 일정은 합격 문자로 안내합니다.',
    manager: '윤다은',
    managerPhone: '010-8846-3021',
    applicationUrl: 'https://forms.example.ac.kr/nanumson',
    introduction:
      '나눔손은 지역과 함께하는 봉사 동아리입니다. 봉사 시간은 사회봉사 학점으로 인정받을 수 있고, 무엇보다 좋은 사람들을 만날 수 있어요.',
    instaUrl: 'https://www.instagram.com/nanumson_volunteer',
    kakaoUrl: 'https://open.kakao.com/o/gNanumson',
    youtubeUrl: '',
    notionUrl: '',
    url: '',
    createdDaysAgo: 46,
    latin: ['LEND A', 'HAND'],
    hue: 90,
    style: 'triangles',
  },
];

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '시우',
  '하은',
  '주원',
  '지민',
  '예준',
  '수아',
  '건우',
  '지유',
  '현우',
  '채원',
  '우진',
  '다은',
  '선우',
  '예린',
  '유준',
  '소율',
  '은우',
  '윤서',
  '태윤',
  '가은',
  '준서',
  '나연',
  '지호',
  '유나',
  '승현',
  '민서',
  '재원',
  '하린',
  '동현',
  '수빈',
  '정우',
  '혜원',
  '성민',
  '지아',
  '태민',
];

/** A Korean name for the n-th demo student (n from 0). */
export function demoStudentName(n: number): string {
  const surname = SURNAMES[n % SURNAMES.length] ?? '김';
  const given = GIVEN[(n * 7 + Math.floor(n / SURNAMES.length)) % GIVEN.length] ?? '민준';
  return `${surname}${given}`;
}
