import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const empty = () => ({ list: [], total: 0, page: 1, size: 20 });
const session = (id: number, kind: string, title: string, state: string) => ({
  id,
  customerId: 2,
  kind,
  title,
  state,
  scheduledAt: '2026-11-26T10:00:00.000Z',
  plannedMinutes: 30,
  department: 'Cardiology',
  hostId: null,
  patientId: null,
  patientName: 'Zhang San',
  hospitalNumber: null,
  requestingHospital: null,
  requestingDeviceId: null,
  consultedHospital: null,
  sourceDeviceId: null,
  record: false,
  deviceAccountIds: [],
  doctorIds: [],
  consentNote: null,
  description: null,
  roomId: null,
  liveId: null,
  startedAt: state === 'scheduled' ? null : '2026-11-26T10:00:00.000Z',
  endedAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
});
const shell = (names: string[]) => ({
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
  'GET /accountServer/api/v1/menu/user/tree': ({ query }: { query: URLSearchParams }) =>
    catalogueMenuTree(names, query.get('appKey')),
  'GET /console/api/v1/deviceAccounts': empty,
  'GET /console/api/v1/staffAccounts': empty,
  'GET /console/api/v1/patients': empty,
  'GET /console/api/v1/companies': empty,
  'GET /console/api/v1/companies/2': () => ({ id: 2, name: 'Demo hospital' }),
});

describe('collaboration pages, one set for every kind', { timeout: 120_000 }, () => {
  it('lists the ward rounds of its route only, with the moves each state allows', async () => {
    const api = mockApi({
      ...shell(['mcWardManage', 'mcWardList']),
      'GET /console/api/v1/collaborationSessions': ({ query }) => ({
        ...empty(),
        list:
          query.get('kind') === 'ward'
            ? [
                session(1, 'ward', 'Morning round', 'scheduled'),
                session(2, 'ward', 'Joint round', 'inProgress'),
              ]
            : [session(9, String(query.get('kind')), 'Wrong kind', 'scheduled')],
        total: 2,
      }),
    });
    renderApp({ url: '/mcWardManage/mc_wardList', user: {} });
    const first = (await screen.findByText('Morning round', {}, { timeout: 60_000 })).closest('tr')!;
    const second = screen.getByText('Joint round').closest('tr')!;
    expect(screen.queryByText('Wrong kind')).toBeNull();
    expect(api.calls.find((c) => c.path === '/console/api/v1/collaborationSessions')!.query.get('kind')).toBe(
      'ward',
    );
    expect(within(first).getByTestId('session-state').dataset.state).toBe('scheduled');
    expect(within(first).getByText('Scheduled')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'End' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'End' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getAllByText('Ward rounds').length).toBeGreaterThan(0);
  });

  it('starts a surgery after confirmation, on the operation route', async () => {
    let started = 0;
    mockApi({
      ...shell(['mcOperationManage', 'mcOperationList']),
      'GET /console/api/v1/collaborationSessions': ({ query }) => ({
        ...empty(),
        list:
          query.get('kind') === 'operation'
            ? [session(5, 'operation', 'Bypass surgery', started ? 'inProgress' : 'scheduled')]
            : [],
        total: 1,
      }),
      'POST /console/api/v1/collaborationSessions/5/start': () => {
        started += 1;
        return { id: 5, state: 'inProgress' };
      },
    });
    renderApp({ url: '/mcOperationManage/mc_operationList', user: {} });
    const row = (await screen.findByText('Bypass surgery', {}, { timeout: 60_000 })).closest('tr')!;
    expect(screen.getAllByText('Surgeries').length).toBeGreaterThan(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Start' }));
    const [confirm] = await screen.findAllByText(/Start the session\?/);
    expect(started).toBe(0);
    fireEvent.click(
      within(confirm!.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(started).toBe(1));
    await waitFor(() =>
      expect(
        within(screen.getByText('Bypass surgery').closest('tr')!).getByTestId('session-state').dataset.state,
      ).toBe('inProgress'),
    );
  });

  it('shows a surgery’s records with duration and who joined, and plays its recording', async () => {
    mockApi({
      ...shell(['mcOperationManage', 'mcOperationRecord']),
      'GET /console/api/v1/collaborationRecords': ({ query }) => ({
        ...empty(),
        list:
          query.get('kind') === 'operation'
            ? [
                {
                  id: 3,
                  customerId: 2,
                  sessionId: 5,
                  kind: 'operation',
                  title: 'Bypass surgery',
                  patientName: 'Zhang San',
                  department: 'Cardiac surgery',
                  startedAt: '2026-11-26T10:00:00.000Z',
                  endedAt: '2026-11-26T13:36:00.000Z',
                  duration: 12_960,
                  joined: ['Theatre 1', 'Dr Li'],
                  invited: ['Theatre 1', 'Dr Li'],
                  createdAt: '2026-11-26T10:00:00.000Z',
                },
              ]
            : [],
        total: 1,
      }),
      'GET /console/api/v1/collaborationSessions/5/live': () => ({
        id: 5,
        kind: 'operation',
        state: 'ended',
        startedAt: '2026-11-26T10:00:00.000Z',
        endedAt: '2026-11-26T13:36:00.000Z',
        duration: 12_960,
        roomId: null,
        liveId: 8,
        playUrl: null,
        participants: [
          {
            kind: 'device',
            id: 11,
            name: 'Theatre 1',
            account: '80000011',
            invited: true,
            joined: true,
            online: null,
          },
          {
            kind: 'account',
            id: 4,
            name: 'Dr Li',
            account: 'doctor',
            invited: true,
            joined: true,
            online: null,
          },
        ],
        recordingConfigured: true,
        recordings: [
          {
            id: 21,
            state: 'converted',
            startedAt: '2026-11-26T10:00:00.000Z',
            endedAt: '2026-11-26T13:36:00.000Z',
            size: 1024,
            vodVideoId: 30,
            videoUrl: '/files/2/vodVideo/bypass.mp4',
          },
        ],
      }),
    });
    renderApp({ url: '/mcOperationManage/mc_operationRecord', user: {} });
    const row = (await screen.findByText('Bypass surgery', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByTestId('record-duration').textContent).toBe('3:36:00');
    expect(within(row).getByText('Dr Li')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    expect((await screen.findByTestId('joined-count', {}, { timeout: 30_000 })).textContent).toBe(
      '2 of 2 joined',
    );
    expect(screen.getByTestId('session-duration').textContent).toBe('3:36:00');
    expect(screen.getByTestId('recording-player').getAttribute('src')).toBe('/files/2/vodVideo/bypass.mp4');
  });
});
