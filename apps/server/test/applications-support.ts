import type { QuestionInput } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, jsonPart, multipart } from './support.ts';

/** Helpers of the recruiting-application suites: a post made through the manager's call, and the calls themselves. */

/** A valid recruiting request from `start` to `end`, taking applications in the portal with these questions. */
export function formPost(start: string, end: string, questions: QuestionInput[], title = '테스트 부원 모집') {
  return {
    name: title,
    category: 'regular',
    startDate: start,
    endDate: end,
    mandatorySemesters: '2학기',
    meetingTime: '매주 화 18:30',
    content: '합주와 공연',
    eligibility: '재학생 누구나',
    notice: '개별 연락',
    manager: '박지훈',
    managerPhoneNumber: '010-2843-1957',
    applicationUrl: '',
    applicationMode: 'form',
    questions,
    introductionLetter: '밴드 동아리입니다.',
  };
}

export const QUESTIONS: QuestionInput[] = [
  { kind: 'single', label: '지원 파트', required: true, options: ['보컬', '기타', '드럼'] },
  { kind: 'long', label: '지원 동기', required: true, maxLength: 50 },
  { kind: 'multiple', label: '가능한 요일', required: false, options: ['월', '화', '수'] },
  { kind: 'short', label: '좋아하는 곡', required: false },
];

export async function createPost(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<number> {
  const { payload, headers } = multipart([jsonPart(body)]);
  const res = await app.inject({
    method: 'POST',
    url: '/manager/recruiting/create',
    headers: { ...bearer(token), ...headers },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** The post's questions as its public detail answers them. */
export async function questionsOf(app: FastifyInstance, recruitingId: number) {
  const res = await app.inject({ method: 'GET', url: `/recruiting/detail/${recruitingId}` });
  return res.json().questions as { questionId: number; kind: string; label: string; options?: string[] }[];
}

/** A full, valid set of answers to QUESTIONS. */
export function goodAnswers(q: { questionId: number }[]) {
  return [
    { questionId: q[0]!.questionId, value: '기타' },
    { questionId: q[1]!.questionId, value: '무대에 서고 싶어요' },
    { questionId: q[2]!.questionId, value: ['월', '수'] },
  ];
}

/** Sends one call with the token and a JSON body; answers the response. */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
