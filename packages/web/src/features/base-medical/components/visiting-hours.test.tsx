import { DEFAULT_WARD_VISITING, type WardVisiting } from '@console/contract/resources/visits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEngine } from '@/engine/__tests__/render-engine';
import { ApiError } from '@/lib/api-client';
import { VisitingHours } from './visiting-hours';

afterEach(() => vi.restoreAllMocks());

const OVERLAP = 'Visiting periods of the same weekday must not overlap';

function setup(settings: WardVisiting = { ...DEFAULT_WARD_VISITING, purgeDays: 14 }) {
  const save = vi.fn(async (next: WardVisiting) => next);
  renderEngine(<VisitingHours settings={settings} save={save} />, { url: '/w', path: '/w' });
  return { save };
}

const click = (element: HTMLElement) => fireEvent.click(element);
const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('visiting hours week editor', { timeout: 120_000 }, () => {
  it('shows an overlap before saving, refuses to send it, then saves the whole settings', async () => {
    const { save } = setup();
    expect(within(screen.getByTestId('weekday-1')).getByText('No visiting on this day')).toBeTruthy();

    click(screen.getByRole('button', { name: 'Add a period on Monday' }));
    setTime('Monday 1 End', '16:00');
    fireEvent.change(screen.getByLabelText('Monday 1 Capacity'), { target: { value: '2' } });
    // The second period starts where the first ends; moved to 15:00 it overlaps.
    click(screen.getByRole('button', { name: 'Add a period on Monday' }));
    expect((screen.getByLabelText('Monday 2 Start') as HTMLInputElement).value).toBe('16:00');
    expect(screen.queryByText(OVERLAP)).toBeNull();
    setTime('Monday 2 Start', '15:00');
    expect(screen.getAllByText(OVERLAP)).toHaveLength(2);

    click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();

    click(screen.getByRole('button', { name: 'Remove period Monday 2' }));
    expect(screen.queryByText(OVERLAP)).toBeNull();
    // A Sunday period too, in the same list.
    click(screen.getByRole('button', { name: 'Add a period on Sunday' }));
    click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({
      ...DEFAULT_WARD_VISITING,
      purgeDays: 14,
      periods: [
        { weekday: 1, start: '14:00', end: '16:00', capacity: 2 },
        { weekday: 7, start: '14:00', end: '15:00', capacity: 1 },
      ],
    });
  });

  it('says an end before the start on the end field', async () => {
    const { save } = setup();
    click(screen.getByRole('button', { name: 'Add a period on Tuesday' }));
    setTime('Tuesday 1 End', '13:00');
    expect(screen.getByText('End must be later than the start')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the inputs they name", async () => {
    const settings = {
      ...DEFAULT_WARD_VISITING,
      periods: [{ weekday: 3, start: '09:00', end: '10:00', capacity: 1 }],
    };
    const { save } = setup(settings);
    save.mockRejectedValueOnce(
      new ApiError('business', 'Request validation failed', {
        code: '400001',
        fields: { 'periods.0.capacity': 'validation.max', bufferMinutes: 'validation.max' },
      }),
    );
    click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Capacity is too long or too large')).toBeTruthy();
    expect(screen.getByText('Buffer between visits (min) is too long or too large')).toBeTruthy();
  });
});
