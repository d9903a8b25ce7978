/**
 * The Korean words of the seat map (components/seats) and of choosing seats on the show page
 * (docs/product.md#assigned-seats). Part of the one UI-text module (text/ko.ts), kept in a file of its own so that
 * only seated schedules load it.
 */
import { seatsLabel } from '@moa/contract';
import { koNumber } from './number';

const won = (n: number) => `${koNumber(n)}원`;

export const seatsKo = {
  /** The map itself, wherever it is shown. */
  map: {
    stage: '무대',
    zoomIn: '확대',
    zoomOut: '축소',
    fit: '전체 보기',
    zoomHint: '좌석이 작을 때 누르면 그 자리가 크게 보여요. 두 손가락으로 확대·축소할 수 있어요.',
    legendFree: '선택 가능',
    legendSelected: '선택한 좌석',
    legendTaken: '예매된 좌석',
    legendOff: '판매하지 않음',
    legendWheelchair: '휠체어석',
    legendCompanion: '동반석',
  },

  /** Choosing seats on the show page. */
  choose: {
    title: '좌석 선택',
    loading: '좌석 배치도를 불러오는 중…',
    loadFailed: '좌석 배치도를 불러오지 못했습니다.',
    retry: '다시 불러오기',
    gridLabel: (hall: string) => `${hall} 좌석 배치도`,
    modeMap: '배치도에서 선택',
    modeList: '목록으로 선택',
    grades: '좌석 등급',
    gradeLine: (name: string, price: number, left: number) => `${name} ${won(price)} · 남은 좌석 ${left}석`,
    /** "가열 5번, R석 15,000원" (the seat and its grade) … */
    gradeName: (grade: string, price: string) => `${grade} ${price}`,
    /** … and its state: "…, 선택 가능". */
    seatName: (seat: string, state: string) => `${seat}, ${state}`,
    stateFree: '선택 가능',
    stateSelected: '선택됨',
    stateTaken: '예매됨',
    stateOff: '판매하지 않음',
    stateHeld: '휠체어석 예매 시 선택 가능',
    wheelchair: '휠체어석',
    companion: '동반석',
    picked: (keys: readonly string[]) => (keys.length ? seatsLabel(keys) : '선택한 좌석이 없어요'),
    pickedCount: (n: number, max: number) => `${n}석 선택 (최대 ${max}석)`,
    clear: '선택 해제',
    remove: (label: string) => `${label} 선택 해제`,
    bar: (seats: string, grade: string, n: number) => `${seats} · ${grade} ${n}매`,
    capReached: (max: number) => `한 번에 ${max}석까지 선택할 수 있어요.`,
    otherPrice: '가격이 다른 등급은 한 번에 예매할 수 없어요. 먼저 고른 좌석을 해제해주세요.',
    wheelchairAdded: (companions: string) => `휠체어석과 함께 동반석 ${companions}을(를) 골랐어요.`,
    heldForWheelchair: '휠체어석과 동반석은 휠체어를 이용하는 분이 먼저 예매할 수 있어요.',
    companionNeedsSpace: '동반석은 옆의 휠체어석과 함께 선택해주세요.',
    auto: '자동 배정',
    autoGrade: '등급',
    autoCount: '매수',
    autoRun: '좌석 찾기',
    autoNone: (grade: string, n: number) =>
      `${grade}에 나란히 붙은 빈 좌석 ${n}석이 없어요. 매수를 줄이거나 다른 등급을 골라주세요.`,
    autoDone: (seats: string) => `${seats}을(를) 골랐어요.`,
    listGrade: '등급',
    listRow: '열',
    listSeats: '좌석',
    listRowOption: (row: string, left: number) => `${row}열 (남은 좌석 ${left}석)`,
    listNoRow: '남은 좌석이 있는 열이 없어요',
    listSeat: (n: number) => `${n}번`,
    lost: (seats: string) => `${seats}은 방금 다른 분이 예매했어요`,
    lostKept: '나머지 좌석은 그대로 두었어요.',
    suggest: (seat: string) => `가까운 ${seat}으로 바꾸기`,
    suggestNone: '같은 등급에 가까운 빈 좌석이 없어요.',
    chooseFirst: '좌석을 먼저 선택해주세요.',
    chooseFirstBody: '배치도나 목록에서 좌석을 고른 뒤 예매해주세요.',
  },

  /** Seats wherever a reservation is shown. */
  heldLabel: '좌석',
};
