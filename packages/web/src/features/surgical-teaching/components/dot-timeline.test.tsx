import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clock, DotTimeline, type TimelineDot } from './dot-timeline';

const dots: TimelineDot[] = [
  { id: 1, seconds: 12.5, note: 'Dissect the triangle', iconUrl: '/files/1/icon/a.png', iconName: 'Cut' },
  { id: 2, seconds: 45, note: '', iconUrl: null, iconName: 'Suture' },
];

describe('dot timeline', () => {
  it('draws each dot at its share of the recording and seeks to its time when clicked', async () => {
    const onSeek = vi.fn();
    render(<DotTimeline dots={dots} duration={60} currentTime={6} onSeek={onSeek} />);
    const first = screen.getByRole('button', { name: 'Go to 0:12: Dissect the triangle' });
    const second = screen.getByRole('button', { name: 'Go to 0:45: Suture' });
    expect([first.style.left, second.style.left]).toEqual([`${(12.5 / 60) * 100}%`, '75%']);

    await userEvent.click(second);
    expect(onSeek).toHaveBeenLastCalledWith(45);
    fireEvent.click(first);
    expect(onSeek).toHaveBeenLastCalledWith(12.5);
    // by keyboard too: the dots are buttons
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSeek.mock.calls.map(([seconds]) => seconds as number)).toEqual([45, 12.5, 45]);
    expect(screen.getByText('0:06')).toBeTruthy();
    expect(screen.getByText('1:00')).toBeTruthy();
  });

  it('keeps a dot past a shorter media length on the rail', () => {
    render(<DotTimeline dots={dots} duration={30} onSeek={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Go to 0:45: Suture' }).style.left).toBe('100%');
  });

  it('writes times as m:ss, and h:mm:ss from an hour', () => {
    expect([clock(0), clock(59.9), clock(61), clock(3600 + 62)]).toEqual(['0:00', '0:59', '1:01', '1:01:02']);
  });
});
