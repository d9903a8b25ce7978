import { groupDigits } from '@moa/contract';
import { objectParticle, quoted } from './values.ts';

/** The parser's Korean messages, shown to the manager as they are. */
export const MESSAGES = {
  tooLarge: (maxMb: number) => `파일이 너무 커요. 거래내역 파일은 ${maxMb}MB까지 올릴 수 있어요.`,
  unpacksTooLarge: (maxMb: number) =>
    `엑셀 파일을 풀면 ${maxMb}MB가 넘어서 읽지 않았어요. 거래내역만 담긴 파일로 다시 저장해 올려 주세요.`,
  tooManyRows: (max: number) =>
    `거래내역이 ${groupDigits(max)}줄을 넘어서 읽지 않았어요. 기간을 나눠 내려받아 올려 주세요.`,
  tooSlow: '파일을 읽는 데 너무 오래 걸려 멈췄어요. 기간을 나눠 내려받거나 CSV로 저장해 다시 올려 주세요.',
  emptyFile: '빈 파일이에요. 거래내역이 담긴 엑셀(.xls·.xlsx)이나 CSV 파일을 올려 주세요.',
  emptyText: '붙여 넣은 내용이 없어요. 입금 알림 문자를 붙여 넣어 주세요.',
  encrypted: '암호가 걸린 엑셀 파일은 읽을 수 없어요. 엑셀에서 암호를 해제하고 저장해 다시 올려 주세요.',
  badXlsx: '엑셀 파일을 열 수 없어요. 파일이 손상되었을 수 있어요. 엑셀에서 다시 저장해 올려 주세요.',
  notStatement: (filename: string | undefined) =>
    `${filename ? `올린 파일(${quoted(filename)})은` : '올린 파일은'} 거래내역 파일이 아니에요. ` +
    '인터넷뱅킹에서 내려받은 엑셀(.xls·.xlsx)이나 CSV 파일을 그대로 올려 주세요.',
  badCsv: (row: number) =>
    `CSV 파일의 ${row}번째 줄 근처에서 형식이 올바르지 않아요. 따옴표가 짝이 맞는지 확인해 주세요.`,
  unknownEncoding:
    '파일의 글자 인코딩을 알 수 없어요. CSV는 UTF-8이나 EUC-KR(CP949)로 저장해 올려 주세요. ' +
    '은행에서 내려받은 엑셀 파일을 그대로 올려도 돼요.',
  needsMapping: '거래일시, 입금자, 입금액 열을 찾지 못했어요. 어느 열이 무엇인지 골라 주세요.',
  badMapping: '고른 열이나 제목 줄이 파일에 없어요. 다시 골라 주세요.',
  badRows: (count: number) =>
    `읽을 수 없는 줄이 ${count}개 있어요. 고친 뒤 다시 올려 주세요. 아무것도 반영하지 않았어요.`,
  badAmount: (row: number, raw: string) =>
    `${row}번째 줄의 입금액 ‘${quoted(raw)}’${objectParticle(raw)} 읽을 수 없어요.`,
  badDate: (row: number, raw: string) =>
    `${row}번째 줄의 거래일시 ‘${quoted(raw)}’${objectParticle(raw)} 읽을 수 없어요.`,
  badTime: (row: number, raw: string) =>
    `${row}번째 줄의 거래시간 ‘${quoted(raw)}’${objectParticle(raw)} 읽을 수 없어요.`,
  noDate: (row: number) => `${row}번째 줄에 거래일시가 없어요.`,
  noAmount: (row: number) => `${row}번째 줄에서 입금액을 찾을 수 없어요.`,
  notNotification: (row: number, raw: string) =>
    `${row}번째 줄 ‘${quoted(raw)}’${objectParticle(raw)} 입금 알림으로 읽을 수 없어요.`,
};
