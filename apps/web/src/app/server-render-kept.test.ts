/**
 * The server renderer keeps a show page whose data is the same but for its seats left, which the page leaves to the
 * browser (docs/decisions/0022-server-rendered-pages.md, thirteenth round): after each sale of a rush the server makes
 * the page again, and React need not run for it. Rendered by the built renderer in a process of its own
 * (test/render-pages.mjs), as mount.test.tsx does.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { endpoints } from '@moa/contract';
import { describe, expect, it } from 'vitest';
import type { RenderOutput } from '../entry-server';
import { fillPath } from '../lib/api-client';
import show from '../test/public-pages/show-detail-1.json';

type Again = RenderOutput & { kept: boolean };

function renderTwice(next: typeof show): { first: RenderOutput; again: Again } {
  const api = fillPath(endpoints.showDetail.path, { showId: 1 });
  const script = path.resolve(import.meta.dirname, '../test/render-pages.mjs');
  // one moment for both renders: a page is kept by the minute too
  const now = Date.now();
  const input = JSON.stringify({
    answers: { [api]: show },
    urls: ['/show/1'],
    again: [{ [api]: next }],
    now,
  });
  const out = JSON.parse(execFileSync(process.execPath, [script], { input, encoding: 'utf8' })) as Record<
    string,
    unknown
  > & { '#again': Record<string, Again>[] };
  return { first: out['/show/1'] as RenderOutput, again: out['#again'][0]!['/show/1']! };
}

describe('a show page rendered again', () => {
  it('after a sale is the page kept: the same HTML and data, without the seats left', () => {
    const sold = {
      ...show,
      scheduleList: show.scheduleList.map((s, i) => (i === 0 ? { ...s, applyPeople: s.applyPeople + 2 } : s)),
    };
    const { first, again } = renderTwice(sold);
    expect(again.kept).toBe(true);
    if (first?.status !== 200 || again.status !== 200) throw new Error('/show/1 was not rendered');
    expect(again.html).toBe(first.html);
    expect(again.data).toBe(first.data);
    expect(first.html).not.toMatch(/잔여석 \d+석/);
    const data = JSON.parse(first.data) as { queries: { state: { data: typeof show } }[] };
    expect(data.queries[0]!.state.data.scheduleList.map((s) => s.applyPeople)).toEqual([-1, -1, -1]);
  });

  it('the control: after a change the page shows, it is rendered again', () => {
    const { first, again } = renderTwice({ ...show, showName: '다른 이름의 공연' });
    expect(again.kept).toBe(false);
    if (first?.status !== 200 || again.status !== 200) throw new Error('/show/1 was not rendered');
    expect(again.html).toContain('다른 이름의 공연');
  });
});
