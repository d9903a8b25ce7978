import {
  managerApplicationListSchema,
  myApplicationSchema,
  myApplicationSummarySchema,
  recruitingDetailSchema,
  recruitingEditSchema,
} from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import {
  createPost,
  formPost,
  goodAnswers,
  QUESTIONS,
  questionsOf,
  send as sendWith,
} from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';

describe.each(DB_KINDS)('recruiting applications (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);
  const tokens = { manager: '', manager2: '', student: '', other: '', fresh: '' };
  let postId = 0;
  const today = () => seoulToday(now());
  const send = (...args: Parameters<typeof sendWith> extends [unknown, ...infer R] ? R : never) =>
    sendWith(t.app, ...args);
  const count = async (table: 'applications' | 'application_answers') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    tokens.manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.manager2 = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    tokens.student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'student001@example.ac.kr')).token;
    tokens.fresh = (await signInAs(t.app, 'no.profile.yet@example.ac.kr')).token;
    postId = await createPost(
      t.app,
      tokens.manager,
      formPost(addDays(today(), -1), addDays(today(), 7), QUESTIONS),
    );
  });
  afterAll(async () => t?.close());

  describe('the form on the recruiting post', () => {
    it('is answered in the detail and the edit form, in order, with the kinds’ own settings', async () => {
      const detail = recruitingDetailSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/recruiting/detail/${postId}` })).json(),
      );
      expect(detail.applicationMode).toBe('form');
      expect(detail.applicationRetentionDays).toBe(90);
      expect(detail.questions.map((q) => [q.kind, q.label, q.required])).toEqual([
        ['single', '지원 파트', true],
        ['long', '지원 동기', true],
        ['multiple', '가능한 요일', false],
        ['short', '좋아하는 곡', false],
      ]);
      expect(detail.questions[0]!.options).toEqual(['보컬', '기타', '드럼']);
      expect(detail.questions[1]!.maxLength).toBe(50);
      expect(detail.questions[3]).not.toHaveProperty('options');
      const edit = recruitingEditSchema.parse(
        (await send('GET', `/manager/recruiting/update/${postId}`, tokens.manager)).json(),
      );
      expect(edit.applicationMode).toBe('form');
      expect(edit.questions.every((q) => !q.answered)).toBe(true);
    });

    it('needs the link with the link mode only, and refuses a choice question without two distinct options', async () => {
      const base = formPost(addDays(today(), 0), addDays(today(), 5), []);
      const save = (body: Record<string, unknown>) => {
        const { payload, headers } = multipart([jsonPart(body)]);
        return t.app.inject({
          method: 'POST',
          url: '/manager/recruiting/create',
          headers: { ...bearer(tokens.manager), ...headers },
          payload,
        });
      };
      const linkless = await save({ ...base, applicationMode: 'link' });
      expect(linkless.statusCode).toBe(400);
      expect(linkless.json().fieldErrors.applicationUrl).toBe('지원 링크를 입력해주세요');
      expect((await save(base)).statusCode).toBe(200);
      const bad = await save({
        ...base,
        questions: [
          { kind: 'single', label: '파트', required: true, options: ['보컬'] },
          { kind: 'multiple', label: '요일', required: false, options: ['월', '월'] },
          { kind: 'long', label: '', required: true, maxLength: 5000 },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toMatchObject({
        'questions.0.options': '선택지를 2개 이상 입력해주세요',
        'questions.1.options.1': '같은 선택지가 이미 있습니다',
        'questions.2.label': '질문을 입력해주세요',
        'questions.2.maxLength': '글자 수 제한은 1자에서 2,000자 사이로 입력해주세요',
      });
    });
  });

  describe('applying', () => {
    it('takes one application with the profile, the consent and valid answers', async () => {
      const q = await questionsOf(t.app, postId);
      const res = await send('POST', `/recruiting/${postId}/application`, tokens.student, {
        answers: goodAnswers(q),
        consent: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { application } = myApplicationSchema.parse(
        (await send('GET', `/recruiting/${postId}/application`, tokens.student)).json(),
      );
      expect(application).toMatchObject({ stage: 'applied', editable: true, canBook: false, result: null });
      expect(application!.answers).toEqual(goodAnswers(q));
      const row = await t.db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', res.json().applicationId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ applicant_name: '김모아', applicant_student_id: '20231234' });

      const again = await send('POST', `/recruiting/${postId}/application`, tokens.student, {
        answers: goodAnswers(q),
        consent: true,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_APPLIED',
        message: expect.stringContaining('이미'),
      });
    });

    it('refuses bad answers with a message on each, and changes nothing', async () => {
      const q = await questionsOf(t.app, postId);
      const [applications, answers] = [await count('applications'), await count('application_answers')];
      const apply = (body: unknown) => send('POST', `/recruiting/${postId}/application`, tokens.other, body);
      const over = await apply({
        consent: true,
        answers: [
          { questionId: q[0]!.questionId, value: '베이스' },
          { questionId: q[1]!.questionId, value: '가'.repeat(51) },
          { questionId: q[2]!.questionId, value: ['월', '일'] },
        ],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().fieldErrors).toEqual({
        [`answers.q${q[0]!.questionId}`]: "'지원 파트' 항목에 없는 선택지입니다",
        [`answers.q${q[1]!.questionId}`]: "'지원 동기' 답변은 50자를 초과할 수 없습니다",
        [`answers.q${q[2]!.questionId}`]: "'가능한 요일' 항목에 없는 선택지입니다",
      });
      const missing = await apply({ consent: true, answers: [] });
      expect(missing.json().fieldErrors).toEqual({
        // a one-choice question takes exactly one
        [`answers.q${q[0]!.questionId}`]: "'지원 파트' 항목에서 하나를 선택해주세요",
        [`answers.q${q[1]!.questionId}`]: "'지원 동기' 항목에 답해주세요",
      });
      const unknown = await apply({ consent: true, answers: [{ questionId: 999_999, value: 'x' }] });
      expect(unknown.statusCode).toBe(400);
      const shape = await apply({
        consent: true,
        answers: [...goodAnswers(q).slice(0, 2), { questionId: q[2]!.questionId, value: '월' }],
      });
      expect(shape.json().fieldErrors[`answers.q${q[2]!.questionId}`]).toBe(
        "'가능한 요일' 항목의 답변 형식이 올바르지 않습니다",
      );
      const noConsent = await apply({ consent: false, answers: goodAnswers(q) });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().fieldErrors.consent).toBe('개인정보 수집 및 이용에 동의해주세요');
      expect([await count('applications'), await count('application_answers')]).toEqual([
        applications,
        answers,
      ]);
    });

    it('refuses a student without a profile, a manager, a post in link mode and an unknown post', async () => {
      const q = await questionsOf(t.app, postId);
      const body = { consent: true, answers: goodAnswers(q) };
      const noProfile = await send('POST', `/recruiting/${postId}/application`, tokens.fresh, body);
      expect(noProfile.statusCode).toBe(409);
      expect(noProfile.json().code).toBe('PROFILE_INCOMPLETE');
      expect((await send('POST', `/recruiting/${postId}/application`, tokens.manager, body)).statusCode).toBe(
        403,
      );
      const linkPost = await t.db
        .selectFrom('recruitings')
        .select('id')
        .where('application_mode', '=', 'link')
        .where('end_date', '>=', today())
        .executeTakeFirstOrThrow();
      const link = await send('POST', `/recruiting/${linkPost.id}/application`, tokens.other, {
        consent: true,
        answers: [],
      });
      expect(link.statusCode).toBe(409);
      expect(link.json().message).toBe('이 모집 공고는 외부 링크로 지원합니다.');
      expect((await send('POST', '/recruiting/999999/application', tokens.other, body)).statusCode).toBe(404);
    });

    it('lets the student change the answers and withdraw until the end date, then only delete', async () => {
      const q = await questionsOf(t.app, postId);
      const answers = goodAnswers(q);
      answers[0] = { questionId: q[0]!.questionId, value: '드럼' };
      expect(
        (await send('PUT', `/recruiting/${postId}/application`, tokens.student, { consent: true, answers }))
          .statusCode,
      ).toBe(200);
      const mine = myApplicationSchema.parse(
        (await send('GET', `/recruiting/${postId}/application`, tokens.student)).json(),
      );
      expect(mine.application!.answers[0]!.value).toBe('드럼');

      // another student applies, then the post ends
      expect(
        (await send('POST', `/recruiting/${postId}/application`, tokens.other, { consent: true, answers }))
          .statusCode,
      ).toBe(200);
      const before = clock;
      clock += 8 * 86_400_000;
      try {
        const late = await send('PUT', `/recruiting/${postId}/application`, tokens.other, {
          consent: true,
          answers,
        });
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({
          code: 'APPLICATIONS_CLOSED',
          message: expect.stringContaining('모집 기간'),
        });
        const list = (await send('GET', '/mypage/student/applications', tokens.other)).json();
        expect(myApplicationSummarySchema.parse(list[0]).editable).toBe(false);
        expect((await send('DELETE', `/recruiting/${postId}/application`, tokens.other)).statusCode).toBe(
          200,
        );
        const gone = (await send('GET', `/recruiting/${postId}/application`, tokens.other)).json();
        expect(gone.application).toBeNull();
      } finally {
        clock = before;
      }
    });

    it('refuses to apply before the start date', async () => {
      const later = await createPost(
        t.app,
        tokens.manager,
        formPost(addDays(today(), 3), addDays(today(), 9), [], '다음 주 모집'),
      );
      const res = await send('POST', `/recruiting/${later}/application`, tokens.other, {
        consent: true,
        answers: [],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'APPLICATIONS_CLOSED',
        message: '아직 모집 기간이 아닙니다.',
      });
    });

    it('refuses a first application after the end date, and keeps nothing', async () => {
      const ending = await createPost(
        t.app,
        tokens.manager,
        formPost(today(), addDays(today(), 2), [], '곧 끝나는 모집'),
      );
      const before = clock;
      clock += 3 * 86_400_000;
      try {
        const res = await send('POST', `/recruiting/${ending}/application`, tokens.other, {
          consent: true,
          answers: [],
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'APPLICATIONS_CLOSED',
          message: '모집 기간이 끝나 지원하거나 수정할 수 없습니다.',
        });
        const mine = (await send('GET', `/recruiting/${ending}/application`, tokens.other)).json();
        expect(mine.application).toBeNull();
      } finally {
        clock = before;
      }
    });
  });

  describe('answered questions', () => {
    it('can be reworded, but not retyped or removed', async () => {
      const edit = (await send('GET', `/manager/recruiting/update/${postId}`, tokens.manager)).json();
      expect(edit.questions.map((q: { answered: boolean }) => q.answered)).toEqual([true, true, true, false]);
      const { id: _id, photo: _photo, ...body } = edit;
      const save = (questions: unknown[]) => {
        const { payload, headers } = multipart([jsonPart({ ...body, questions })]);
        return t.app.inject({
          method: 'PUT',
          url: `/manager/recruiting/update/${postId}`,
          headers: { ...bearer(tokens.manager), ...headers },
          payload,
        });
      };
      const reworded = edit.questions.map((q: { label: string }, i: number) =>
        i === 1 ? { ...q, label: '지원한 이유' } : q,
      );
      expect((await save(reworded)).statusCode).toBe(200);
      expect((await questionsOf(t.app, postId))[1]!.label).toBe('지원한 이유');

      const retyped = await save(
        edit.questions.map((q: object, i: number) => (i === 1 ? { ...q, kind: 'short' } : q)),
      );
      expect(retyped.statusCode).toBe(409);
      expect(retyped.json().message).toContain('유형을 바꿀 수 없습니다');
      const removed = await save(edit.questions.slice(1));
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toBe('답변이 있는 질문은 삭제할 수 없습니다: 지원 파트');
      // the unanswered one may go, and a new one may come
      const fine = await save([
        ...edit.questions.slice(0, 3),
        { kind: 'short', label: '인스타그램 아이디', required: false },
      ]);
      expect(fine.statusCode).toBe(200);
      expect((await questionsOf(t.app, postId)).map((q) => q.label).at(-1)).toBe('인스타그램 아이디');
    });
  });

  describe("the manager's review and the results", () => {
    let applicationId = 0;
    beforeAll(async () => {
      applicationId = (await send('GET', `/recruiting/${postId}/application`, tokens.student)).json()
        .application.applicationId;
    });

    it('lists the applications in full, with the officers’ notes; the applicant never sees a note', async () => {
      const review = await send(
        'PUT',
        `/mypage/manager/recruiting/${postId}/applications/${applicationId}/review`,
        tokens.manager,
        { rating: 5, note: '비공개 메모: 리듬감 좋음' },
      );
      expect(review.statusCode).toBe(200);
      const bad = await send(
        'PUT',
        `/mypage/manager/recruiting/${postId}/applications/${applicationId}/review`,
        tokens.manager,
        { rating: 6, note: '' },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.rating).toBe('평점은 1점에서 5점 사이로 골라주세요');

      const list = managerApplicationListSchema.parse(
        (await send('GET', `/mypage/manager/recruiting/${postId}/applications`, tokens.manager)).json(),
      );
      const mine = list.find((a) => a.applicationId === applicationId)!;
      expect(mine.applicant).toMatchObject({
        name: '김모아',
        studentId: '20231234',
        email: 'student@example.ac.kr',
      });
      expect(mine.reviews).toEqual([
        expect.objectContaining({ rating: 5, note: '비공개 메모: 리듬감 좋음', mine: true }),
      ]);
      expect(mine.ratingAverage).toBe(5);
      expect(mine.answers.length).toBe(3);

      for (const url of [`/recruiting/${postId}/application`, '/mypage/student/applications']) {
        const body = (await send('GET', url, tokens.student)).body;
        expect(body).not.toContain('비공개 메모');
        expect(body).not.toContain('rating');
      }
    });

    it('moves applications in batch; a result is told once and shown to the student', async () => {
      const move = await send('PUT', `/mypage/manager/recruiting/${postId}/applications`, tokens.manager, {
        applicationIds: [applicationId],
        stage: 'accepted',
      });
      expect(move.json()).toEqual({ success: true, count: 1 });
      // not told yet: the student still sees the application under review
      const before = (await send('GET', '/mypage/student/applications', tokens.student)).json();
      expect(before.find((a: { recruitingId: number }) => a.recruitingId === postId).stage).toBe('applied');

      const results = `/mypage/manager/recruiting/${postId}/results`;
      const wrongStage = await send('POST', results, tokens.manager, {
        stage: 'rejected',
        applicationIds: [applicationId],
        message: '아쉽지만…',
      });
      expect(wrongStage.statusCode).toBe(409);
      const message = '최종 합격을 축하합니다! 단톡방: https://open.kakao.com/o/soriul';
      const sent = await send('POST', results, tokens.manager, {
        stage: 'accepted',
        applicationIds: [applicationId],
        message,
      });
      expect(sent.json()).toEqual({ sent: 1, alreadySent: 0 });
      const twice = await send('POST', results, tokens.manager, {
        stage: 'accepted',
        applicationIds: [applicationId],
        message,
      });
      expect(twice.json()).toEqual({ sent: 0, alreadySent: 1 });
      const told = await t.db
        .selectFrom('application_results')
        .select('id')
        .where('application_id', '=', applicationId)
        .execute();
      expect(told).toHaveLength(1);

      const after = (await send('GET', '/mypage/student/applications', tokens.student)).json();
      const card = myApplicationSummarySchema.parse(
        after.find((a: { recruitingId: number }) => a.recruitingId === postId),
      );
      expect(card.stage).toBe('accepted');
      expect(card.result).toMatchObject({ stage: 'accepted', message });
    });

    it('refuses an application of another post, and another club’s manager', async () => {
      const seeded = await t.db
        .selectFrom('applications')
        .select('id')
        .where('recruiting_id', '!=', postId)
        .executeTakeFirstOrThrow();
      const res = await send('PUT', `/mypage/manager/recruiting/${postId}/applications`, tokens.manager, {
        applicationIds: [seeded.id],
        stage: 'applied',
      });
      expect(res.statusCode).toBe(404);
      const foreign = await send('GET', `/mypage/manager/recruiting/${postId}/applications`, tokens.manager2);
      expect(foreign.statusCode).toBe(403);
    });

    it('exports the applications as XLSX and CSV, formulas neutralised', async () => {
      const q = await questionsOf(t.app, postId);
      const answers = [
        ...goodAnswers(q).slice(0, 2),
        { questionId: q[3]!.questionId, value: '=HYPERLINK("x")' },
      ];
      answers[1] = { questionId: q[1]!.questionId, value: '"따옴표", 쉼표' };
      await send('PUT', `/recruiting/${postId}/application`, tokens.student, { consent: true, answers });
      const xlsx = await send(
        'GET',
        `/mypage/manager/recruiting/${postId}/applications.xlsx`,
        tokens.manager,
      );
      expect(xlsx.headers['content-disposition']).toContain('applications-');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('지원자')!;
      expect(sheet.getRow(1).values).toEqual(
        expect.arrayContaining(['이름', '단계', '지원 파트', '지원 동기', '인스타그램 아이디']),
      );
      expect(sheet.getRow(2).values).toEqual(
        expect.arrayContaining(['김모아', '최종 합격', '=HYPERLINK("x")']),
      );
      const csv = await send('GET', `/mypage/manager/recruiting/${postId}/applications.csv`, tokens.manager);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF번호,지원일시,이름')).toBe(true);
      expect(csv.body).toContain(`'=HYPERLINK(""x"")`);
      expect(csv.body).toContain('"""따옴표"", 쉼표"');
    });

    it('lets the applicant delete everything about the application', async () => {
      expect((await send('DELETE', `/recruiting/${postId}/application`, tokens.student)).statusCode).toBe(
        200,
      );
      for (const table of ['application_answers', 'application_reviews', 'application_results'] as const) {
        const rows = await t.db
          .selectFrom(table)
          .select('application_id')
          .where('application_id', '=', applicationId)
          .execute();
        expect(rows, table).toHaveLength(0);
      }
      expect((await send('DELETE', `/recruiting/${postId}/application`, tokens.student)).statusCode).toBe(
        404,
      );
    });
  });
});
