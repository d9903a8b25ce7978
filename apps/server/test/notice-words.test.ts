import { describe, expect, it } from 'vitest';
import { applicationStageChanged, interviewBooked } from '../src/modules/notifications/messages.ts';

/** The words of application notices (docs/product.md#notifications): the club is named once in a line. */
describe('application notices name the club once', () => {
  const slot = { starts_at: '2026-03-08T05:00:00.000Z', place: '학생회관 301호' };

  it('a post whose title names the club is not prefixed with it again', () => {
    const post = { id: 5, title: '소리울 신입 부원 모집', club_name: '소리울' };
    expect(applicationStageChanged(1, post, 'interview', false).body).toBe(
      '소리울 신입 부원 모집: 면접 시간을 골라 예약해주세요.',
    );
    expect(applicationStageChanged(1, post, 'applied', true).body).toMatch(
      /^소리울 신입 부원 모집: 지금 단계는/,
    );
    expect(interviewBooked(1, post, slot, false).body).toMatch(/^소리울 신입 부원 모집 면접: /);
  });

  it('a post whose title does not name the club gets it in front', () => {
    const post = { id: 5, title: '2026 봄 신입 모집', club_name: '극단 한울' };
    expect(applicationStageChanged(1, post, 'interview', false).body).toBe(
      '극단 한울 2026 봄 신입 모집: 면접 시간을 골라 예약해주세요.',
    );
    expect(interviewBooked(1, post, slot, true).body).toMatch(/^극단 한울 2026 봄 신입 모집 면접: /);
  });
});
