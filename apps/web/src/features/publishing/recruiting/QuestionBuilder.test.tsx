import { QUESTION_MESSAGES } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { applicationsKo } from '../../../text/ko-applications';
import { formsKo } from '../../../text/ko-forms';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { setUpManagerTests } from '../../../test/manager';
import { RECRUITING_EDIT } from './edit-fixture';

const t = formsKo.recruiting;
const b = applicationsKo.builder;

setUpManagerTests('club-token');

const manager = sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' });

/** The edit page of POST (with `questions`), recording the saved request. */
async function openEdit(questions: unknown[] = [], mode = 'link') {
  const saved: Record<string, unknown>[] = [];
  stubFetch(async (request) => {
    if (request.url.pathname === '/api/auth/me') return jsonResponse(manager);
    if (request.url.pathname !== '/manager/recruiting/update/5') return jsonResponse({}, 404);
    if (request.method === 'PUT') {
      const body = request.body as FormData;
      saved.push(JSON.parse(await (body.get('request') as Blob).text()) as Record<string, unknown>);
      return jsonResponse({ id: 5 });
    }
    return jsonResponse({ ...RECRUITING_EDIT, applicationMode: mode, questions });
  });
  const user = userEvent.setup();
  renderApp('/edit/recruiting/5');
  await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
  await screen.findByLabelText(t.semesters);
  return { user, saved };
}

describe('the application form builder', { timeout: 30_000 }, () => {
  it('switches to the portal form, builds questions, checks them by the contract and sends them in order', async () => {
    const { user, saved } = await openEdit();
    expect(screen.getByLabelText(t.applicationUrl)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: b.modes.form }));
    expect(screen.queryByLabelText(t.applicationUrl)).not.toBeInTheDocument();
    expect(screen.getByText(b.noQuestions)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: b.add }));
    const first = screen.getByRole('group', { name: b.question(1) });
    await user.selectOptions(within(first).getByLabelText(b.kind), 'single');
    await user.type(within(first).getByLabelText(b.option(1)), '보컬');

    // an empty question and an empty choice are refused with the contract's words, the first focused
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    const label = within(first).getByLabelText(b.label);
    await waitFor(() => expect(label).toHaveFocus());
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(within(first).getByText(QUESTION_MESSAGES.labelRequired)).toBeInTheDocument();
    expect(within(first).getByText(QUESTION_MESSAGES.optionRequired)).toBeInTheDocument();

    await user.type(label, '지원 파트');
    await user.type(within(first).getByLabelText(b.option(2)), '기타');
    await user.click(within(first).getByRole('button', { name: b.addOption }));
    await user.type(within(first).getByLabelText(b.option(3)), '드럼');

    await user.click(screen.getByRole('button', { name: b.add }));
    const second = screen.getByRole('group', { name: b.question(2) });
    await user.selectOptions(within(second).getByLabelText(b.kind), 'long');
    await user.type(within(second).getByLabelText(b.label), '지원 동기');
    const limit = within(second).getByLabelText(b.maxLength);
    await user.clear(limit);
    await user.type(limit, '300');
    await user.click(within(second).getByRole('checkbox', { name: b.required }));
    // the long question goes first
    await user.click(within(second).getByRole('button', { name: b.moveUp(2) }));

    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmEditTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmEdit }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      applicationMode: 'form',
      applicationUrl: '',
      questions: [
        { kind: 'long', label: '지원 동기', required: false, maxLength: 300 },
        { kind: 'single', label: '지원 파트', required: true, options: ['보컬', '기타', '드럼'] },
      ],
    });
    expect((saved[0]!.questions as object[])[0]).not.toHaveProperty('options');
  });

  it('keeps an answered question’s kind and place in the form: it can only be reworded', async () => {
    const answered = { questionId: 41, kind: 'short', label: '학과', required: true, answered: true };
    const { user, saved } = await openEdit([answered], 'form');
    const row = screen.getByRole('group', { name: b.question(1) });
    expect(within(row).getByText(b.answered)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: b.remove(1) })).toBeDisabled();
    expect(within(row).getByLabelText(b.kind)).toHaveAttribute('readonly');
    const label = within(row).getByLabelText(b.label);
    await user.clear(label);
    await user.type(label, '학과와 학년');
    await user.click(screen.getByRole('button', { name: t.submitEdit }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmEditTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmEdit }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.questions).toEqual([
      { questionId: 41, kind: 'short', label: '학과와 학년', required: true },
    ]);
  });
});
