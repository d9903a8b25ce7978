/**
 * The Korean words of a member's meetings (docs/product.md#meetings-and-attendance): the attendance page a meeting's
 * QR opens (or the in-app scanner), the upcoming meetings in 내 동아리 on /mypage, and the 공결 request. The server's
 * refusals come in the contract's words (MEETING_MESSAGES).
 */
import type { AttendanceMark, ExcuseStatus, MeetingState } from '@moa/contract';

export const attendanceKo = {
  pageTitle: '출석 체크',
  scanTitle: 'QR로 출석하기',
  scanLead:
    '모임 화면에 뜬 QR 코드를 카메라에 비추면 바로 출석이 기록돼요. QR은 15초마다 바뀌고, 1분이 지난 QR은 쓸 수 없어요.',
  recording: '출석을 기록하는 중…',
  done: {
    present: '출석했어요',
    late: '지각으로 기록됐어요',
    excused: '공결로 처리된 모임이에요',
    absent: '결석으로 기록된 모임이에요',
  } satisfies Record<AttendanceMark, string>,
  already: (at: string) => `이미 기록된 출석이에요 (${at})`,
  recordedAt: (at: string) => `${at} 기록`,
  failedTitle: '출석을 기록하지 못했어요',
  failed: '출석을 기록하지 못했습니다. 잠시 후 다시 시도해주세요.',
  scanAgain: 'QR 다시 찍기',
  toMyPage: '마이페이지로',
  notOurCode: '모아 출석 QR이 아니에요. 모임 화면의 QR을 비춰주세요.',
  camera: {
    start: '카메라로 QR 찍기',
    stop: '카메라 끄기',
    starting: '카메라를 켜는 중…',
    aim: '모임 화면의 QR 코드를 네모 안에 맞춰주세요',
    idle: '카메라를 켜고 모임 화면의 QR 코드를 비춰주세요.',
    denied:
      '카메라를 쓸 수 없습니다. 브라우저의 카메라 권한을 허용하거나, 휴대폰 카메라 앱으로 QR을 찍어주세요.',
    unsupported: '이 브라우저에서는 카메라 스캔을 쓸 수 없습니다. 휴대폰 카메라 앱으로 QR을 찍어주세요.',
    videoLabel: '카메라 화면',
  },
  meetings: {
    title: '다가오는 모임',
    when: (date: string, time: string) => `${date} ${time}`,
    state: { upcoming: '예정', open: '출석 중', closed: '마감' } satisfies Record<MeetingState, string>,
    mark: {
      present: '출석',
      late: '지각',
      excused: '공결',
      absent: '결석',
    } satisfies Record<AttendanceMark, string>,
    unmarked: '미출석',
    late: (minutes: number) => `시작 ${minutes}분 뒤부터 지각`,
    attend: 'QR로 출석',
    excuse: '공결 신청',
    excuseStatus: {
      pending: '공결 신청 확인 중',
      approved: '공결 승인',
      refused: '공결 거절',
    } satisfies Record<ExcuseStatus, string>,
  },
  excuse: {
    title: (meeting: string) => `${meeting} 공결 신청`,
    lead: '사정이 있어 모임에 빠지거나 빠졌다면 사유를 적어 주세요. 진단서나 확인서 사진을 함께 올릴 수 있어요.',
    reason: '사유',
    reasonPlaceholder: '예: 병원 진료 (진료확인서 첨부)',
    photo: '증빙 사진 (선택)',
    photoHint: 'JPG, PNG, WebP, GIF · 5MB 이하 · 동아리 임원만 볼 수 있어요',
    submit: '신청하기',
    busy: '신청하는 중…',
    sent: '공결을 신청했습니다. 임원이 확인하면 알림으로 알려드려요.',
    failed: '공결을 신청하지 못했습니다.',
  },
} as const;
