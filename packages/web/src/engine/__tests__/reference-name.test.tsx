import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { ListedNames, ReferenceName } from '../reference-name';
import { renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

describe('ReferenceName', () => {
  it('shows a name the list page came with and asks only for the rows it did not name', async () => {
    const api = mockApi({ 'GET /console/api/v1/wards/4': () => ({ id: 4, name: 'ICU 2' }) });
    renderEngine(
      <ListedNames value={{ wards: { 3: 'ICU 1' } }}>
        <p>
          <ReferenceName resourceKey="wards" id={3} />
        </p>
        <p>
          <ReferenceName resourceKey="wards" id={4} />
        </p>
      </ListedNames>,
    );
    expect(screen.getByText('ICU 1')).toBeTruthy();
    // the other one loads: no "#4" meanwhile
    expect(screen.queryByText('#4')).toBeNull();
    expect(await screen.findByText('ICU 2')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/console/api/v1/wards/4']);
  });

  it('names a row by its resource’s own title field (a vehicle by its plate)', async () => {
    mockApi({
      'GET /console/api/v1/ambulanceVehicles/7': () => ({ id: 7, plate: '沪A12345', station: '东区' }),
    });
    renderEngine(<ReferenceName resourceKey="ambulanceVehicles" id={7} />);
    expect(await screen.findByText('沪A12345')).toBeTruthy();
    expect(screen.queryByText('#7')).toBeNull();
  });
});
