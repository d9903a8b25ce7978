/**
 * The Korean words of the activity records (활동 기록, docs/product.md#activity-records): a term's meetings, shows,
 * events and 기타 활동 with their reports, the report dialog and the 기타 활동 dialog. The server's refusals come in the
 * contract's words (ACTIVITY_MESSAGES).
 */
import { MEMBER_LIMITS, type ActivityKind } from '@moa/contract';
import { koNumber } from './number';

const people = (count: number) => `${koNumber(count)}명`;

export const activitiesKo = {
  pageTitle: '활동 기록',
  /** The members page's link. */
  link: '활동 기록',
  back: '회원 관리로',
  loadFailed: '활동 기록을 불러오지 못했습니다.',
  noTermTitle: '아직 학기가 없습니다',
  noTermBody: '활동 기록은 학기별로 모입니다. 회원 관리에서 첫 학기를 만들어주세요.',
  goMembers: '회원 관리로 가기',
  lead: '학기의 모임·공연·행사가 저절로 모입니다. 무엇을 했는지, 몇 명이 왔는지, 사진을 남겨 두면 학기 말 총동아리연합회 보고에 그대로 쓰입니다.',

  kinds: { meeting: '모임', show: '공연', event: '행사', other: '기타' } satisfies Record<
    ActivityKind,
    string
  >,

  list: {
    title: (term: string) => `${term} 활동`,
    count: (n: number) => `${koNumber(n)}개`,
    addOther: '기타 활동 추가',
    emptyTitle: '아직 활동이 없습니다',
    emptyBody:
      '모임을 만들거나 공연·행사를 올리면 여기에 모입니다. MT나 봉사활동은 기타 활동으로 추가하세요.',
    readOnlyEmpty: '이 학기에는 기록된 활동이 없었습니다.',
    readOnlyNote: `학기가 끝나고 ${MEMBER_LIMITS.reportDaysAfterTerm}일이 지나 활동 기록은 볼 수만 있습니다.`,
    pastOpenNote: (until: string) => `지난 학기입니다. 학기 보고서를 위해 ${until}까지 활동 기록을 고칠 수 있습니다.`,
    attendees: (n: number) => `참여 ${people(n)}`,
    noAttendees: '참여 인원 미기록',
    auto: '자동',
    autoTitle: '출석과 입장 기록에서 자동으로 센 인원입니다',
    manual: '직접 입력',
    autoBeside: (n: number) => `자동 ${people(n)}`,
    noSummary: '아직 활동 내용을 적지 않았습니다.',
    photos: (n: number) => `사진 ${koNumber(n)}장`,
    edit: '기록하기',
    editDone: '기록 수정',
    delete: '삭제',
    actionsOf: (title: string) => `${title} 활동 작업`,
    updated: (when: string) => `${when} 수정`,
    photoAlt: (title: string, n: number) => `${title} 활동 사진 ${n}`,
    photoFailed: '사진을 불러오지 못했습니다',
  },

  report: {
    title: (title: string) => `${title} 활동 기록`,
    submit: '저장',
    busy: '저장 중…',
    failed: '활동 기록을 저장하지 못했습니다.',
    summary: '활동 내용',
    summaryPlaceholder: '예: 신입 부원 환영회와 자기소개, 다음 공연 파트 배정',
    summaryCount: (n: number, max: number) => `${koNumber(n)} / ${koNumber(max)}자`,
    attendees: '참여 인원',
    attendeesUnit: '명',
    autoPlaceholder: (n: number) => `자동 ${koNumber(n)}`,
    attendeesAutoHint: (n: number) => `비워 두면 자동 집계 ${people(n)}을 씁니다.`,
    attendeesNoAuto: '이 활동은 자동 집계가 없습니다. 직접 입력하거나 비워 두세요.',
    backToAuto: (n: number) => `자동 ${people(n)}으로 되돌리기`,
    saved: (title: string) => `${title} 활동 기록을 저장했습니다.`,
  },

  photos: {
    title: '사진',
    hint: (max: number) => `JPEG·PNG·WebP·GIF 이미지, 5MB 이하, ${max}장까지. 동아리 임원만 볼 수 있습니다.`,
    add: '사진 추가',
    adding: '올리는 중…',
    full: (max: number) => `사진 ${max}장을 모두 올렸습니다. 다른 사진을 올리려면 하나를 지워주세요.`,
    remove: '지우기',
    removeOf: (n: number) => `사진 ${n} 지우기`,
    removeFailed: '사진을 지우지 못했습니다.',
    addFailed: '사진을 올리지 못했습니다.',
    none: '아직 사진이 없습니다.',
    readOnly: '지난 학기의 사진은 볼 수만 있습니다.',
  },

  other: {
    title: '기타 활동 추가',
    submit: '추가',
    busy: '추가 중…',
    failed: '기타 활동을 추가하지 못했습니다.',
    name: '활동 이름',
    namePlaceholder: '예: 봄 MT, 연탄 봉사',
    date: '날짜',
    dateHint: (from: string, to: string) => `학기 기간(${from} – ${to}) 안의 날짜`,
    place: '장소',
    placePlaceholder: '예: 가평 ○○펜션',
    added: (title: string) => `${title} 활동을 추가했습니다.`,
  },

  remove: {
    title: (title: string) => `${title} 활동을 삭제할까요?`,
    body: '활동 기록과 사진이 함께 지워지며 되돌릴 수 없습니다.',
    confirm: '삭제',
    done: (title: string) => `${title} 활동을 삭제했습니다.`,
    failed: '활동을 삭제하지 못했습니다.',
  },
} as const;
