import { BANNER_ITEMS, TIMINGS, type AttractionItem } from '@moa/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { Banner } from './Banner';

const TITLES = ['햄릿', 'MOVE', '울림', 'Grace', '작은 방', '여섯 번째'];

const ITEMS: AttractionItem[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  club: `동아리 ${index + 1}`,
  clubId: index + 1,
  period: '2026.11.26 - 2026.11.27',
  startDate: '2026-11-26',
  endDate: '2026-11-27',
  category: index === 1 ? 'busking' : 'performance',
  kind: index === 1 ? 'entertain' : 'show',
  tag: 'upcoming',
  img: `/files/poster-${index + 1}.webp`,
}));

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

function renderBanner() {
  return render(
    <MemoryRouter>
      <Banner items={ITEMS} />
    </MemoryRouter>,
  );
}

/** The main item: the one slide link not hidden from assistive technology. */
function mainItem(): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(ko.browse.banner.viewDetail) });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setWidth(originalWidth);
});

describe('banner', () => {
  it('above 1280 px: a main item and 4 thumbnails; advances every 8 s', () => {
    setWidth(1440);
    renderBanner();

    expect(mainItem()).toHaveTextContent('햄릿');
    expect(mainItem()).toHaveAttribute('href', '/show/1');
    const thumbnails = within(screen.getByRole('list', { name: ko.browse.banner.thumbnailsLabel }));
    expect(thumbnails.getAllByRole('link')).toHaveLength(4);
    // only the first five items of the list are shown
    expect(screen.queryByText('여섯 번째')).not.toBeInTheDocument();

    advance(TIMINGS.bannerDesktopMs - 1);
    expect(mainItem()).toHaveTextContent('햄릿');
    advance(1);
    expect(mainItem()).toHaveTextContent('MOVE');
    // an event goes to /entertain/{id}
    expect(mainItem()).toHaveAttribute('href', '/entertain/2');

    for (const title of ['울림', 'Grace', '작은 방', '햄릿']) {
      advance(TIMINGS.bannerDesktopMs);
      expect(mainItem()).toHaveTextContent(title);
    }
  });

  it('links follow kind, not category: an event in the performance category goes to /entertain/{id}', () => {
    setWidth(1440);
    const event: AttractionItem = { ...ITEMS[0]!, id: 40, title: '공연 같은 행사', kind: 'entertain' };
    render(
      <MemoryRouter>
        <Banner items={[event, ...ITEMS.slice(1)]} />
      </MemoryRouter>,
    );
    expect(mainItem()).toHaveTextContent('공연 같은 행사');
    // the category label stays the category
    expect(mainItem()).toHaveTextContent(ko.browse.attractionCategories.performance);
    expect(mainItem()).toHaveAttribute('href', '/entertain/40');
  });

  it('1280 px or less: a carousel with 5 dots; advances every 10 s, not after 8 s', () => {
    setWidth(375);
    renderBanner();

    expect(screen.queryByRole('list', { name: ko.browse.banner.thumbnailsLabel })).not.toBeInTheDocument();
    const dots = within(screen.getByRole('group', { name: ko.browse.banner.dotsLabel })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(BANNER_ITEMS);
    expect(dots[0]).toHaveAttribute('aria-pressed', 'true');

    advance(TIMINGS.bannerDesktopMs);
    expect(mainItem()).toHaveTextContent('햄릿');
    advance(TIMINGS.bannerMobileMs - TIMINGS.bannerDesktopMs - 1);
    expect(mainItem()).toHaveTextContent('햄릿');
    advance(1);
    expect(mainItem()).toHaveTextContent('MOVE');
    expect(dots[1]).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(dots[3]!);
    expect(mainItem()).toHaveTextContent('Grace');
  });

  it('the mobile carousel also follows the width at 1280 px exactly', () => {
    setWidth(1280);
    renderBanner();
    expect(screen.getByRole('group', { name: ko.browse.banner.dotsLabel })).toBeInTheDocument();
    act(() => setWidth(1281));
    expect(screen.getByRole('list', { name: ko.browse.banner.thumbnailsLabel })).toBeInTheDocument();
  });

  it('hovering a thumbnail shows it as the main item and pauses until the pointer leaves', () => {
    setWidth(1440);
    renderBanner();
    const thumbnails = within(screen.getByRole('list', { name: ko.browse.banner.thumbnailsLabel }));

    fireEvent.pointerEnter(thumbnails.getByRole('link', { name: /울림/ }));
    expect(mainItem()).toHaveTextContent('울림');
    advance(TIMINGS.bannerDesktopMs * 4);
    expect(mainItem()).toHaveTextContent('울림');

    fireEvent.pointerLeave(screen.getByRole('region', { name: ko.browse.banner.label }));
    advance(TIMINGS.bannerDesktopMs - 1);
    expect(mainItem()).toHaveTextContent('울림');
    advance(1);
    expect(mainItem()).toHaveTextContent('Grace');
  });

  it('focusing a thumbnail shows it as the main item and pauses until focus leaves the banner', () => {
    setWidth(1440);
    renderBanner();
    const thumbnails = within(screen.getByRole('list', { name: ko.browse.banner.thumbnailsLabel }));

    act(() => thumbnails.getByRole('link', { name: /작은 방/ }).focus());
    expect(mainItem()).toHaveTextContent('작은 방');
    advance(TIMINGS.bannerDesktopMs * 4);
    expect(mainItem()).toHaveTextContent('작은 방');

    act(() => (document.activeElement as HTMLElement).blur());
    advance(TIMINGS.bannerDesktopMs);
    expect(mainItem()).toHaveTextContent('햄릿');
  });

  it('the pause button stops and restarts the rotation', () => {
    setWidth(375);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: ko.browse.banner.pause }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(TIMINGS.bannerMobileMs * 3);
    expect(mainItem()).toHaveTextContent('햄릿');

    fireEvent.click(screen.getByRole('button', { name: ko.browse.banner.play }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(TIMINGS.bannerMobileMs);
    expect(mainItem()).toHaveTextContent('MOVE');
  });

  it("the server's render has the shown slide alone; hydrated, the others join it without a mismatch", async () => {
    vi.useRealTimers();
    setWidth(375);
    const banner = (
      <MemoryRouter>
        <Banner items={ITEMS} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner);
    document.body.append(container);
    const slides = () => container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides()).toHaveLength(1);
    expect(slides()[0]).toHaveTextContent('햄릿');
    expect(slides()[0]).toHaveAttribute('aria-label', ko.browse.banner.slide(1, BANNER_ITEMS));

    const shown = slides()[0];
    const backdrop = container.querySelector('img');
    const errors: unknown[] = [];
    const root = hydrateRoot(container, banner, { onRecoverableError: (error) => void errors.push(error) });
    await vi.waitFor(() => expect(slides()).toHaveLength(BANNER_ITEMS));
    expect(errors).toEqual([]);
    // the server's slide and its image (the page's largest) are kept as they are, not made again
    expect(slides()[0]).toBe(shown);
    expect(container.querySelector('img')).toBe(backdrop);
    expect(slides()[0]).toHaveTextContent('햄릿');
    act(() => root.unmount());
    container.remove();
  });
});
