import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWallRotation, useWallSplit } from './use-wall-rotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tiles = [1, 2, 3, 4, 5, 6, 7];

describe('useWallRotation', () => {
  it('turns to the next page every period, back to the first after the last, and reads again each turn', () => {
    const onTurn = vi.fn();
    const { result } = renderHook(() => useWallRotation(tiles, 4, 10, onTurn));
    expect([result.current.shown, result.current.page, result.current.pages]).toEqual([[1, 2, 3, 4], 0, 2]);
    act(() => vi.advanceTimersByTime(10_000));
    expect([result.current.shown, result.current.page]).toEqual([[5, 6, 7], 1]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.shown).toEqual([1, 2, 3, 4]);
    expect(onTurn).toHaveBeenCalledTimes(2);
  });

  it('stays on its page while paused and starts again on resume', () => {
    const { result } = renderHook(() => useWallRotation(tiles, 2, 5));
    act(() => result.current.togglePause());
    act(() => vi.advanceTimersByTime(60_000));
    expect([result.current.page, result.current.paused]).toEqual([0, true]);
    act(() => result.current.togglePause());
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.shown).toEqual([3, 4]);
    act(() => result.current.reset());
    expect(result.current.shown).toEqual([1, 2]);
  });
});

describe('useWallSplit', () => {
  const wrapper =
    (url: string) =>
    ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

  it('reads a SPEC split from the address and falls back to 4 otherwise', () => {
    expect(renderHook(() => useWallSplit(), { wrapper: wrapper('/w?split=9') }).result.current[0]).toBe(9);
    expect(renderHook(() => useWallSplit(), { wrapper: wrapper('/w?split=5') }).result.current[0]).toBe(4);
    const { result } = renderHook(() => useWallSplit(), { wrapper: wrapper('/w') });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(6);
  });
});
