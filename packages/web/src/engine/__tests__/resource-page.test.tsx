import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { contractResources } from '../resource-definitions';
import ResourcePage from '../resource-page';
import { renderEngine } from './render-engine';

const gateway = { id: 7, customerId: 3, name: 'North gateway', protocol: 'sip', gatewayAddress: '10.0.0.9' };

// The descriptions load once per run, in one chunk each: not what these tests time.
beforeAll(() => contractResources());

describe('the default page of a catalogue route', { timeout: 30_000 }, () => {
  it('lists the resource whose description names the route, with no page file of its own', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 2, orgId: 3 }),
      'GET /console/api/v1/fuseMeetings': () => ({ list: [gateway], total: 1, page: 1, size: 20 }),
    });
    renderEngine(
      <Suspense>
        <ResourcePage path="/device/fuseMeeting" title="Gateways" />
      </Suspense>,
    );
    expect(await screen.findByRole('cell', { name: 'North gateway' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Gateway address' })).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /console/api/v1/fuseMeetings',
    );
  });

  it('is the placeholder where no resource names the route', async () => {
    renderEngine(
      <Suspense>
        <ResourcePage path="/nowhere/yet" title="Not yet" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Not yet' })).toBeTruthy();
    expect(screen.getByText('This page is being built. Thank you for your patience.')).toBeTruthy();
  });
});
