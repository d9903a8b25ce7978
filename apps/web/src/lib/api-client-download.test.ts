import { afterEach, describe, expect, it, vi } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@moa/contract';
import { jsonResponse, stubFetch } from '../test/fetch';
import { ApiError, download, fileNameOf } from './api-client';
import { clearToken, setToken } from './token';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

describe('file answers', () => {
  it('downloads the bytes with the token and the server-given UTF-8 file name', async () => {
    setToken('token-9');
    const requests = stubFetch(
      () =>
        new Response(zipBytes, {
          status: 200,
          headers: {
            'Content-Type': XLSX_CONTENT_TYPE,
            'Content-Disposition': `attachment; filename="show.xlsx"; filename*=UTF-8''${encodeURIComponent('울림_1회차_예매자.xlsx')}`,
          },
        }),
    );

    const file = await download('holderExport', { params: { scheduleId: 7 } });

    expect(requests[0]!.url.pathname).toBe('/mypage/manager/holder/7/export.xlsx');
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-9');
    expect(requests[0]!.headers.get('Accept')).toContain(XLSX_CONTENT_TYPE);
    expect(file.fileName).toBe('울림_1회차_예매자.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it('throws the JSON error body as an ApiError', async () => {
    stubFetch(() => jsonResponse({ status: 403, code: 'FORBIDDEN', message: '권한이 없습니다' }, 403));
    const failure = await download('showHolderExport', { params: { showId: 3 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '권한이 없습니다' });
  });

  it('refuses an answer that is not the declared file type', async () => {
    stubFetch(() => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(download('holderExport', { params: { scheduleId: 7 } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reads file names from Content-Disposition', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename="x.xlsx"; filename*=UTF-8\'\'%EA%B0%80.xlsx')).toBe('가.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
  });
});
