import {
  holderListSchema,
  managerClubSchema,
  managerProfileSchema,
  SHOW_MESSAGES,
  showEditSchema,
} from '@moa/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, jsonPart, multipart, type Part, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

const future = (d: number) => addDays(seoulToday(), d);

const showRequest = (overrides: Record<string, unknown> = {}) => ({
  name: '테스트 정기공연',
  location: '학생회관 소극장',
  startDate: future(20),
  endDate: future(21),
  runtime: 100,
  manager: '홍길동',
  managerPhoneNumber: '010-1111-2222',
  maxPeople: 100,
  accountNumber: '110123456789',
  accountName: '홍길동',
  accountBankName: '신한은행',
  introductionLetter: '소개',
  noticeLetter: '공지',
  earlyBird: false,
  scheduleDtoList: [
    { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000, maxTicket: 2, maxPeople: 50 },
    { orderIndex: 2, date: future(21), time: '15:00:00', cost: 12000, maxTicket: 4, maxPeople: 60 },
  ],
  ...overrides,
});

describe.each(DB_KINDS)('the manager area (%s)', (kind) => {
  let t: TestApp;
  let manager: string;
  let manager2: string;
  let student: string;
  let clubId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    manager2 = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const images = async (): Promise<Part[]> => [
    { name: 'poster', value: makePng(300, 400), filename: 'poster.png', contentType: 'image/png' },
    { name: 'qr', value: makePng(200, 200), filename: 'qr.png', contentType: 'image/png' },
  ];
  const createShow = async (token = manager, overrides: Record<string, unknown> = {}) =>
    send('POST', '/manager/show/create', token, [jsonPart(showRequest(overrides)), ...(await images())]);

  it('keeps students and strangers out', async () => {
    for (const url of [
      '/mypage/manager/profile',
      '/mypage/manager/holder/list',
      '/mypage/manager/show',
      '/manager/show/update/1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(student) })).statusCode).toBe(403);
    }
  });

  it('reads and saves the manager profile and the club', async () => {
    const p = managerProfileSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/mypage/manager/profile', headers: bearer(manager) })
      ).json(),
    );
    expect(p.email).toBe('manager@example.ac.kr');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/mypage/manager/profile',
      headers: bearer(manager),
      payload: { clubName: '바꾼 이름', name: '', phoneNumber: '01012345678' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      name: '담당자 이름을 입력해주세요.',
      phoneNumber: '전화번호 형식은 010-1234-5678입니다.',
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/mypage/manager/profile',
      headers: bearer(manager),
      payload: { clubName: '바꾼 이름', name: '새 담당자', phoneNumber: '010-9999-8888' },
    });
    expect(ok.json()).toMatchObject({
      name: '새 담당자',
      phoneNumber: '010-9999-8888',
      clubName: p.clubName,
    });

    const club = await send('PUT', '/mypage/manager/club', manager, [
      jsonPart({
        content: '새 소개',
        instaUrl: 'https://www.instagram.com/new',
        kakaoUrl: '',
        youtubeUrl: '',
        url: '',
        mandatorySemesters: '3',
        image: null,
      }),
      { name: 'image', value: makePng(), filename: 'club.png', contentType: 'image/png' },
    ]);
    expect(club.statusCode).toBe(200);
    expect(managerClubSchema.parse(club.json())).toMatchObject({ content: '새 소개', mandatorySemesters: 3 });
    const badClub = await send('PUT', '/mypage/manager/club', manager, [
      jsonPart({ content: '', mandatorySemesters: '세 학기', instaUrl: 'javascript:alert(1)' }),
    ]);
    expect(badClub.statusCode).toBe(400);
    expect(Object.keys(badClub.json().fieldErrors)).toEqual(
      expect.arrayContaining(['mandatorySemesters', 'instaUrl']),
    );
  });

  it('judges uploads by their bytes, bounds their size and pixels, and re-encodes them', async () => {
    const fakePng = await send('POST', '/manager/show/create', manager, [
      jsonPart(showRequest()),
      {
        name: 'poster',
        value: Buffer.from('GIF89a<script>alert(1)</script>'),
        filename: 'a.png',
        contentType: 'image/png',
      },
      (await images())[1]!,
    ]);
    expect(fakePng.statusCode).toBe(415);
    expect(fakePng.json()).toMatchObject({
      code: 'IMAGE_INVALID',
      message: '이미지 파일만 업로드할 수 있습니다.',
    });

    const big = Buffer.concat([makePng(), Buffer.alloc(5_242_881)]);
    const tooBig = await send('POST', '/manager/show/create', manager, [
      jsonPart(showRequest()),
      { name: 'poster', value: big, filename: 'big.png', contentType: 'image/png' },
      (await images())[1]!,
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('파일 크기는 5MB 이하여야 합니다.');

    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooManyPixels = await send('POST', '/manager/show/create', manager, [
      jsonPart(showRequest()),
      { name: 'poster', value: huge, filename: 'huge.png', contentType: 'image/png' },
      (await images())[1]!,
    ]);
    expect(tooManyPixels.statusCode).toBe(415);

    const missing = await send('POST', '/manager/show/create', manager, [jsonPart(showRequest())]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('poster');

    // A JPEG named .png and declared as text is still judged by its bytes, accepted and re-encoded.
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const ok = await send('POST', '/manager/show/create', manager, [
      jsonPart(showRequest()),
      { name: 'poster', value: jpeg, filename: 'x.txt', contentType: 'text/plain' },
      (await images())[1]!,
    ]);
    expect(ok.statusCode).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/show/detail/${ok.json().id}` })).json();
    expect(detail.photo).toMatch(/^\/files\/[0-9a-f-]{36}\.webp$/);
    expect(detail.qrImage).toMatch(/\.png$/);
    const stored = await t.app.inject({ method: 'GET', url: detail.photo });
    expect(stored.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('validates the show form on the server', async () => {
    const res = await createShow(manager, {
      name: '가'.repeat(31),
      runtime: 0,
      accountNumber: '110-123',
      accountBankName: '없는은행',
      introductionLetter: '가'.repeat(101),
      scheduleDtoList: [{ orderIndex: 1, date: '2026-02-30', time: '25:00:00', cost: 0, maxTicket: -1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(
      expect.arrayContaining([
        'name',
        'runtime',
        'accountNumber',
        'accountBankName',
        'introductionLetter',
        'scheduleDtoList.0.date',
        'scheduleDtoList.0.time',
        'scheduleDtoList.0.cost',
        'scheduleDtoList.0.maxTicket',
      ]),
    );
    expect(res.json().fieldErrors.name).toBe(SHOW_MESSAGES.nameTooLong);
  });

  it('creates a show, edits it safely, and enforces ownership', async () => {
    const created = await createShow();
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const edit = showEditSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager) })
      ).json(),
    );
    expect(edit.scheduleDtoList.map((s) => s.orderIndex)).toEqual([1, 2]);

    // Another club's manager: 403 on every read and write; unknown id: 404.
    expect(
      (await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager2) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/manager/show/update/${id}`, manager2, [jsonPart(showRequest())])).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/mypage/manager/show/${id}`, headers: bearer(manager2) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/manager/show/update/999999', headers: bearer(manager) }))
        .statusCode,
    ).toBe(404);

    // A student buys 2 tickets on schedule 1.
    const s1 = edit.scheduleDtoList[0]!;
    const bought = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId: s1.id, wishToPurchaseTickets: 2 },
    });
    expect(bought.statusCode).toBe(200);

    const { name: _n, accountNumber: _a, ...editable } = showRequest();
    const below = await send('PUT', `/manager/show/update/${id}`, manager, [
      jsonPart({
        ...editable,
        scheduleDtoList: [{ ...editable.scheduleDtoList[0], id: s1.id, maxPeople: 1 }],
      }),
    ]);
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('CAPACITY_BELOW_RESERVED');

    const dropSold = await send('PUT', `/manager/show/update/${id}`, manager, [
      jsonPart({
        ...editable,
        scheduleDtoList: [{ ...editable.scheduleDtoList[1], id: edit.scheduleDtoList[1]!.id }],
      }),
    ]);
    expect(dropSold.statusCode).toBe(409);
    expect(dropSold.json().code).toBe('SCHEDULE_HAS_RESERVATIONS');

    // Price up, schedule 2 removed, a new schedule 3 appended; the name and account number stay as they were.
    const saved = await send('PUT', `/manager/show/update/${id}`, manager, [
      jsonPart({
        ...editable,
        name: '바뀌면 안 되는 이름',
        scheduleDtoList: [
          { ...editable.scheduleDtoList[0], id: s1.id, cost: 20000 },
          { orderIndex: 5, date: future(21), time: '18:30:00', cost: 9000, maxTicket: 1, maxPeople: 30 },
        ],
      }),
    ]);
    expect(saved.statusCode).toBe(200);
    const after = showEditSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager) })
      ).json(),
    );
    expect(after.name).toBe('테스트 정기공연');
    expect(after.accountNumber).toBe('110123456789');
    expect(after.scheduleDtoList.map((s) => [s.orderIndex, s.cost])).toEqual([
      [1, 20000],
      [2, 9000],
    ]);
    const cards = (
      await t.app.inject({ method: 'GET', url: '/mypage/student/reservation', headers: bearer(student) })
    ).json();
    expect(cards.find((c: { scheduleId: number }) => c.scheduleId === s1.id).price).toBe(
      20000 * 0 + 10000 * 2,
    );

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/mypage/manager/show/${id}`,
      headers: bearer(manager),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHOW_HAS_RESERVATIONS');
  });

  it('lists holders, toggles payment in batch, and deletes holders giving their seats back', async () => {
    const schedules = (
      await t.app.inject({ method: 'GET', url: '/mypage/manager/holder/list', headers: bearer(manager) })
    ).json().reservationList;
    const schedule = schedules.find((s: { applyPeople: number }) => s.applyPeople > 3);
    const url = `/mypage/manager/holder/${schedule.scheduleId}`;
    const list = holderListSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(manager) })).json(),
    );
    expect(list.holderList.length).toBeGreaterThan(1);
    expect(list.holderList.reduce((s, h) => s + h.ticketNumber, 0)).toBe(schedule.applyPeople);
    expect(list.csv_json[0]).toMatchObject({ number: 1, reservationId: list.holderList[0]!.reservationId });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(manager2) })).statusCode).toBe(403);

    const [a, b] = list.holderList;
    const paid = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(manager),
      payload: {
        reservationList: [
          { reservationId: a!.reservationId, isPaid: true },
          { reservationId: b!.reservationId, isPaid: false },
        ],
      },
    });
    expect(paid.json()).toMatchObject({ success: true, count: 2 });
    const reread = holderListSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(manager) })).json(),
    );
    expect(reread.holderList.find((h) => h.reservationId === a!.reservationId)?.isPaid).toBe(true);
    expect(reread.holderList.find((h) => h.reservationId === b!.reservationId)?.isPaid).toBe(false);

    // A batch naming another schedule's reservation is refused whole.
    const other = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('schedule_id', '!=', schedule.scheduleId)
      .executeTakeFirstOrThrow();
    const mixed = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId: a!.reservationId }, { reservationId: other.id }] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(
      await t.db
        .selectFrom('reservations')
        .select('id')
        .where('id', '=', a!.reservationId)
        .executeTakeFirst(),
    ).toBeDefined();
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: bearer(manager), payload: { reservationList: [] } }))
        .statusCode,
    ).toBe(400);

    const removed = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId: a!.reservationId }] },
    });
    expect(removed.json()).toEqual({ success: true, count: 1 });
    const seats = await t.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', schedule.scheduleId)
      .executeTakeFirstOrThrow();
    expect(seats.apply_people).toBe(schedule.applyPeople - a!.ticketNumber);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_email', '=', 'manager@example.ac.kr')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'holder.payment',
        'holder.delete',
        'show.create',
        'show.update',
        'club.update',
      ]),
    );
  });

  it('creates, reads and edits events and recruiting posts of its own club only', async () => {
    const event = {
      name: '플리마켓',
      introductionLetter: '소개',
      category: 'food',
      location: '중앙광장',
      startDate: future(5),
      endDate: future(5),
      timeList: '11:00 - 17:00',
      manager: '김',
      managerPhoneNumber: '010-1234-5678',
      etcInfo: '',
      inUrl: '',
      kakaUrl: '',
      youUrl: '',
      url: '',
    };
    const noPoster = await send('POST', '/manager/entertain/create', manager, [jsonPart(event)]);
    expect(noPoster.statusCode).toBe(400);
    const created = await send('POST', '/manager/entertain/create', manager, [
      jsonPart(event),
      (await images())[0]!,
    ]);
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const edit = (
      await t.app.inject({ method: 'GET', url: `/manager/entertain/update/${id}`, headers: bearer(manager) })
    ).json();
    expect(edit).toMatchObject({ name: '플리마켓', category: 'food', noUrl: '' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/manager/entertain/update/${id}`,
          headers: bearer(manager2),
        })
      ).statusCode,
    ).toBe(403);
    const saved = await send('PUT', `/manager/entertain/update/${id}`, manager, [
      jsonPart({ ...event, category: 'performance', noUrl: 'https://notion.so/x' }),
    ]);
    expect(saved.json()).toEqual({ id });
    expect((await t.app.inject({ method: 'GET', url: `/entertain/detail/${id}` })).json()).toMatchObject({
      category: 'performance',
      notionUrl: 'https://notion.so/x',
    });
    const badDates = await send('PUT', `/manager/entertain/update/${id}`, manager, [
      jsonPart({ ...event, startDate: future(6), endDate: future(5), noUrl: '' }),
    ]);
    expect(badDates.json().fieldErrors).toHaveProperty('endDate');

    const recruiting = {
      name: '신입 부원 모집',
      category: 'regular',
      startDate: future(1),
      endDate: future(10),
      mandatorySemesters: '2',
      meetingTime: '매주 수 18시',
      content: '합주',
      eligibility: '재학생',
      notice: '면접 있음',
      manager: '박',
      managerPhoneNumber: '010-1234-5678',
      applicationUrl: 'https://forms.example.ac.kr/a',
      introductionLetter: '소개',
      inUrl: '',
      kakaUrl: '',
      youUrl: '',
      url: '',
    };
    const missing = await send('POST', '/manager/recruiting/create', manager, [
      jsonPart({ ...recruiting, eligibility: '  ', applicationUrl: 'ftp://x' }),
    ]);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(
      expect.arrayContaining(['eligibility', 'applicationUrl']),
    );
    const r = await send('POST', '/manager/recruiting/create', manager, [jsonPart(recruiting)]);
    expect(r.statusCode).toBe(200);
    const rid = r.json().id;
    expect(
      (
        await send('PUT', `/manager/recruiting/update/${rid}`, manager2, [
          jsonPart({ ...recruiting, noUrl: '' }),
        ])
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send('PUT', `/manager/recruiting/update/${rid}`, manager, [
          jsonPart({ ...recruiting, mandatorySemesters: '없음', noUrl: '' }),
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/manager/recruiting/update/${rid}`,
          headers: bearer(manager),
        })
      ).json().mandatorySemesters,
    ).toBe('없음');

    const lists = await Promise.all(
      ['/mypage/manager/show', '/mypage/manager/entertain', '/mypage/manager/recruiting'].map(async (u) =>
        (await t.app.inject({ method: 'GET', url: u, headers: bearer(manager) })).json(),
      ),
    );
    expect(lists[0].performanceList.length).toBeGreaterThan(0);
    expect(lists[1].entertainList.some((e: { entertainId: number }) => e.entertainId === id)).toBe(true);
    expect(lists[2].recruitingList.some((e: { recruitingId: number }) => e.recruitingId === rid)).toBe(true);
    const others = (
      await t.app.inject({ method: 'GET', url: '/mypage/manager/entertain', headers: bearer(manager2) })
    ).json();
    expect(others.entertainList.some((e: { entertainId: number }) => e.entertainId === id)).toBe(false);
    expect(clubId).toBeGreaterThan(0);

    // The event can be taken down again, by its own club only.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/mypage/manager/entertain/${id}`,
          headers: bearer(manager2),
        })
      ).statusCode,
    ).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/mypage/manager/entertain/${id}`,
      headers: bearer(manager),
    });
    expect(removed.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/entertain/detail/${id}` })).statusCode).toBe(404);
  });

  it('deletes a show without reservations, and its images', async () => {
    const created = await createShow();
    const id = created.json().id;
    const detail = (await t.app.inject({ method: 'GET', url: `/show/detail/${id}` })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/mypage/manager/show/${id}`,
      headers: bearer(manager),
    });
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/show/detail/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: detail.photo })).statusCode).toBe(404);
  });

  it('leaves no orphan file when a save fails', async () => {
    const storedCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await t.app.shareImages.idle();
    const before = await storedCount();
    // Valid images, but the start date comes after the end date: nothing is saved and nothing is left behind.
    const res = await send('POST', '/manager/show/create', manager, [
      jsonPart(showRequest({ startDate: future(30), endDate: future(20) })),
      ...(await images()),
    ]);
    expect(res.statusCode).toBe(400);
    const other = await send('PUT', '/manager/show/update/999999', manager, [
      jsonPart({ ...showRequest(), name: undefined }),
      (await images())[0]!,
    ]);
    expect(other.statusCode).toBe(404);
    expect(await storedCount()).toBe(before);

    // The image is stored, then the record's save fails inside its transaction: the new image is removed again.
    const created = await createShow();
    const id = created.json().id as number;
    const edit = showEditSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/manager/show/update/${id}`, headers: bearer(manager) })
      ).json(),
    );
    const s1 = edit.scheduleDtoList[0]!;
    await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId: s1.id, wishToPurchaseTickets: 2 },
    });
    // the share images a save draws afterwards, off the request path, are stored too: counted once they are done
    await t.app.shareImages.idle();
    const files = await storedCount();
    const { name: _n, accountNumber: _a, ...editable } = showRequest();
    const failed = await send('PUT', `/manager/show/update/${id}`, manager, [
      jsonPart({
        ...editable,
        scheduleDtoList: [{ ...editable.scheduleDtoList[0], id: s1.id, maxPeople: 1 }],
      }),
      (await images())[0]!,
    ]);
    expect(failed.statusCode).toBe(409);
    await t.app.shareImages.idle();
    expect(await storedCount()).toBe(files);
  });
});
