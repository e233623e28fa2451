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
});
