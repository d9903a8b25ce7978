import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationBlock } from '../../lib/navigation-block';
import { ko } from '../../text/ko';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { AppShell } from './AppShell';

function DirtyForm() {
  const { set } = useNavigationBlock();
  useEffect(() => set(), [set]);
  return <h1>form</h1>;
}

const routes = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { path: 'form', element: <DirtyForm /> },
      { path: 'recruiting', element: <h1>recruiting</h1> },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation block', () => {
  it('asks before a header link leaves a page with unsaved changes', async () => {
    stubFetch(() => jsonResponse({}, 404));
    const user = userEvent.setup();
    const { router } = renderApp('/form', routes);
    expect(await screen.findByRole('heading', { name: 'form' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: ko.header.tabs.recruiting }));
    const dialog = await screen.findByRole('alertdialog', { name: ko.navigationBlock.title });
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('button', { name: ko.navigationBlock.stay }));
    expect(dialog).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: ko.header.tabs.recruiting }));
    await user.click(await screen.findByRole('button', { name: ko.navigationBlock.leave }));
    expect(await screen.findByRole('heading', { name: 'recruiting' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recruiting');
  });
});
