import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalPart } from './optional-part';

/** What a browser throws for a chunk it could not fetch (lib/chunk-load.ts). */
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/Part-1.js');

function Section({ name }: { name: string }) {
  return <p>{name}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>page error: {this.state.error.message}</p> : this.props.children;
  }
}

/** Lets React finish what the part's settled code set off (its retry of the part, the boundary's catch). */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => vi.restoreAllMocks());

describe('optionalPart', () => {
  it('shows the part once its code is in', async () => {
    const Part = optionalPart(async () => Section);
    render(<Part name="내 동아리" />);
    expect(await screen.findByText('내 동아리')).toBeInTheDocument();
  });

  it('leaves the page as it is when the code cannot be fetched, and asks again the next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Section>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Section);
    const Part = optionalPart(load);
    const { unmount } = render(
      <Catch>
        <p>예매 내역</p>
        <Part name="내 동아리" />
      </Catch>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('예매 내역')).toBeInTheDocument();
    expect(screen.queryByText(/page error/)).toBeNull();
    expect(screen.queryByText('내 동아리')).toBeNull();
    unmount();

    render(<Part name="내 동아리" />);
    expect(await screen.findByText('내 동아리')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets any other error go up to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    const Part = optionalPart(async () => Broken);
    render(
      <Catch>
        <Part />
      </Catch>,
    );
    expect(await screen.findByText('page error: a bug')).toBeInTheDocument();
  });
});
