import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import mqtt from 'mqtt';
import { seededRandom } from '@console/simulator/random';
import { SimulatedTerminal, type TerminalStats } from '@console/simulator/terminal';
import { adminToken } from './admin-token';
import { API } from './constants';

/** Terminals made through the API and run by the simulator against the e2e server's broker. */
const MQTT_URL = `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`;
const TERMINAL_PASSWORD = 'Term1nal#e2e';

/**
 * A bedside terminal with a fresh numeric account: of the administrator's organisation, or of
 * the company `customerId` names (the company must allow one more device).
 */
export async function createTerminal(request: APIRequestContext, name: string, customerId?: number) {
  const headers = { token: await adminToken(request) };
  const account = String(Date.now()).slice(-9);
  const res = await request.post(`${API}/console/api/v1/deviceAccounts`, {
    headers,
    data: {
      account,
      name,
      deviceType: 'bedside',
      loginAccount: `e2e${account}`,
      password: TERMINAL_PASSWORD,
      ...(customerId ? { customerId } : {}),
    },
  });
  const body = (await res.json()) as {
    retCode: string;
    retData: { id: number; customerId: number; account: string };
  };
  expect(body.retCode).toBe('000000');
  return { ...body.retData, headers };
}

/** The terminal on the broker: telemetry twice a second, never dropping unless told to. */
export function simulatedTerminal(identity: { customerId: number; account: string }) {
  const stats: TerminalStats = { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 };
  return new SimulatedTerminal(
    { ...identity, deviceType: 'bedside' },
    {
      url: MQTT_URL,
      password: TERMINAL_PASSWORD,
      behaviour: {
        keepalive: 5,
        telemetryMs: 500,
        dropoutRate: 0,
        awayMs: [3_600_000, 3_600_000],
        callRate: 0,
      },
      random: seededRandom(7),
      stats,
    },
  );
}

/**
 * Drops the terminal off the network and expects `tile` to say `offlineText` within a second,
 * without the page reloading (ARCHITECTURE §6: presence reaches the console live).
 */
export async function expectOfflineWithinASecond(
  page: Page,
  tile: Locator,
  terminal: SimulatedTerminal,
  offlineText: string,
) {
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  const dropped = Date.now();
  terminal.dropOut();
  await expect(tile).toHaveAttribute('data-online', 'false', { timeout: 1000 });
  expect(Date.now() - dropped).toBeLessThan(1000);
  await expect(tile).toContainText(offlineText);
  expect(reloads).toEqual([]);
}

/**
 * A bedside monitor publishing the vitals it is given (`set` changes them) every 250 ms until
 * `stop`: for the alarm paths, which need a value held out of range, not the simulator's drift.
 */
export async function vitalsPublisher(
  identity: { customerId: number; account: string },
  vitals: Record<string, number>,
) {
  const client = await mqtt.connectAsync(MQTT_URL, {
    username: identity.account,
    password: TERMINAL_PASSWORD,
    clientId: `e2e-vitals-${identity.account}`,
  });
  let current = vitals;
  const topic = `t/${identity.customerId}/${identity.account}/telemetry`;
  const timer = setInterval(
    () => void client.publishAsync(topic, JSON.stringify({ kind: 'vitals', ...current })),
    250,
  );
  return {
    set(next: Record<string, number>) {
      current = { ...current, ...next };
    },
    async stop() {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}
