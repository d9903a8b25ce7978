/**
 * The Korean words of the administrator's student-union rules (docs/product.md#student-union-rules): the list of
 * unions, the create and edit dialog and the delete confirmation. The server's refusals and each rule in words come
 * from the contract (UNION_MESSAGES, unionRuleLabel).
 */
import type { UnionRuleKey } from '@moa/contract';
import { koNumber as formatNumber } from './number';

export const unionsKo = {
  pageTitle: '학생회 규정',
  /** The console's link to the page. */
  link: '학생회 규정',
  linkHint: '학교·캠퍼스별 동아리 등록 요건',
  /** The console's list of pages beside its tabs. */
  navLabel: '다른 관리 화면',
  back: '관리자 콘솔로',
  lead: '학교나 캠퍼스마다 학생회(총동아리연합회 등)가 동아리 등록에 요구하는 규정을 정하고, 어느 동아리가 어느 학생회에 속하는지 고릅니다. 동아리 임원은 학기 보고서를 내기 전에 규정을 얼마나 채웠는지 확인합니다.',
  count: (n: number) => `학생회 ${formatNumber(n)}곳`,
  create: '학생회 추가',
  loadFailed: '학생회 목록을 불러오지 못했습니다',
  clubsLoadFailed: '동아리 목록을 불러오지 못했습니다',
  empty: '아직 등록한 학생회가 없습니다',
  emptyHint: '학생회 추가를 눌러 학교·캠퍼스의 동아리 등록 규정을 입력해보세요.',
  wholeUniversity: '학교 전체',
  rulesHeading: '등록 규정',
  clubsHeading: '소속 동아리',
  clubCount: (n: number) => `${formatNumber(n)}개`,
  noClubs: '아직 소속 동아리가 없습니다.',
  moreClubs: (n: number) => `외 ${formatNumber(n)}개`,
  updatedAt: (when: string) => `${when} 수정`,
  edit: '수정',
  editLabel: (name: string) => `${name} 수정`,
  delete: '삭제',
  deleteLabel: (name: string) => `${name} 삭제`,
  created: (name: string) => `${name}을(를) 추가했습니다.`,
  updated: (name: string) => `${name}의 규정을 저장했습니다.`,
  deleted: (name: string) => `${name}을(를) 삭제했습니다.`,

  dialog: {
    createTitle: '학생회 추가',
    editTitle: '학생회 규정 수정',
    submitCreate: '추가하기',
    submitEdit: '저장하기',
    busy: '저장하는 중…',
    failed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
    name: '학생회 이름',
    namePlaceholder: '예: 총동아리연합회',
    university: '학교·캠퍼스',
    universityPlaceholder: '예: 서울캠퍼스',
    universityHint:
      '비워 두면 학교 전체의 학생회로 봅니다. 같은 학교·캠퍼스 안에서 학생회 이름은 겹칠 수 없습니다.',
    rules: '등록 규정',
    rulesHint: '요구하지 않는 규정은 비워 두세요. 하나 이상은 입력해야 합니다.',
    /** Each rule's field: the words before and after the number, and what it means. */
    rule: {
      minMembers: {
        before: '회원 수 최소',
        unit: '명',
        hint: '학과를 적지 않은 회원도 회원 수에 셉니다.',
      },
      minDepartments: {
        before: '학과 수 최소',
        unit: '개',
        hint: '회원들의 서로 다른 학과 수입니다. 학과를 적지 않은 회원은 학과 수에 세지 않습니다.',
      },
      maxDepartmentPercent: {
        before: '한 학과 비율 최대',
        unit: '%',
        hint: '한 학과의 회원이 전체 회원의 이 비율을 넘으면 안 됩니다. 정확히 이 비율이면 충족합니다 (50%: 20명 중 10명은 충족, 11명은 미충족). “절반 이상이면 안 됨”은 49%로 입력하세요.',
      },
      minActivities: {
        before: '학기 활동 최소',
        unit: '회',
        hint: '학기 동안의 모임·공연·행사 수입니다.',
      },
    } satisfies Record<UnionRuleKey, { before: string; unit: string; hint: string }>,
    clubs: '소속 동아리',
    clubsHint: '다른 학생회에 속한 동아리를 고르면 이 학생회로 옮겨집니다. 동아리는 한 학생회에만 속합니다.',
    clubsFilter: '동아리 이름으로 찾기',
    clubsSelected: (n: number) => `${formatNumber(n)}개 선택`,
    clubsNone: '등록된 동아리가 없습니다.',
    clubsNoMatch: '찾는 동아리가 없습니다.',
    clubElsewhere: (union: string) => `지금 ${union} 소속`,
  },

  deleteDialog: {
    title: '학생회를 삭제할까요?',
    body: (name: string, clubs: number) =>
      clubs > 0
        ? `${name}과(와) 그 규정을 삭제합니다. 소속 동아리 ${formatNumber(clubs)}개는 어느 학생회에도 속하지 않게 됩니다.`
        : `${name}과(와) 그 규정을 삭제합니다.`,
    confirm: '삭제하기',
    busy: '삭제하는 중…',
    failed: '삭제하지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
};
