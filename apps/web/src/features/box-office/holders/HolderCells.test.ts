import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { deadlineLines } from './HolderCells';
import { holder } from './test-support';

const m = manageKo.holderMoney;

describe('who changed a payment', () => {
  it('names an applied bank statement in words, and a manager by e-mail', () => {
    const at = '2026-05-01T12:00:00.000Z';
    const byImport = deadlineLines(
      holder(1, '김모아', { status: 'paid', paymentChangedBy: 'import:7', paymentChangedAt: at }),
    );
    expect(byImport.main).toBe(m.changedBy('입금 내역 가져오기 #7'));
    expect(byImport.main).not.toContain('import:');
    const byManager = deadlineLines(
      holder(2, '이하늘', {
        status: 'paid',
        paymentChangedBy: 'manager@example.ac.kr',
        paymentChangedAt: at,
      }),
    );
    expect(byManager.main).toBe(m.changedBy('manager@example.ac.kr'));
  });
});
