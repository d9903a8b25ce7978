import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A part whose code arrives when `arrive` is called, counting how often it was asked for. */
function slowPart() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Part>((resolve) => {
        arrive = () => resolve(Part);
      }),
  );
  return { load, arrive: () => arrive() };
}

describe('deferred', () => {
  it('renders nothing and loads nothing before the page has loaded; once wanted, loads the part and shows it', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { load, arrive } = slowPart();
    const Deferred = deferred(load);
    const { rerender } = render(<Deferred wanted={false} label="입금했어요" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('입금했어요')).toBeNull();

    rerender(<Deferred wanted label="입금했어요" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(await screen.findByText('입금했어요')).toBeTruthy();

    // it stays once it came, so a dialog can close as usual
    rerender(<Deferred wanted={false} label="입금했어요" />);
    expect(screen.getByText('입금했어요')).toBeTruthy();
    readyState.mockRestore();
  });

  it('loads the part in idle time after the load event, once, and renders it then', async () => {
    const { load, arrive } = slowPart();
    const Deferred = deferred(load);
    render(<Deferred wanted={false} label="환불 계좌" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(await screen.findByText('환불 계좌')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (no network)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const Deferred = deferred(load);
    await expect(Deferred.preload()).rejects.toThrow('offline');
    await Deferred.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
