import { eq } from 'drizzle-orm';
import { IPV4_PATTERN } from '@console/contract/resources/patterns';
import type { Tx } from '../db/client';
import { servers } from '../modules/servers/tables';
import { maskSecret, type SecretBox } from '../platform/secrets';

/** What the demo itself runs, for its server entries to point at (main.ts fills it from its config). */
export interface DemoServersOptions {
  /** The console's own HTTP address (its host and PORT). */
  consoleHost?: string | undefined;
  consolePort?: number | undefined;
  /** The MQTT broker terminals use: the embedded one on MQTT_PORT, or MQTT_URL's. */
  mqttPort?: number | undefined;
  mqttUrl?: string | undefined;
  /** DATABASE_URL when the demo runs on PostgreSQL; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The local stream server's addresses (LIVE_RTMP_URL, LIVE_HLS_URL) when it runs. */
  liveRtmpUrl?: string | undefined;
  liveHlsUrl?: string | undefined;
}

type NewServer = typeof servers.$inferInsert;

/** An address the IPv4 fields take: loopback names become 127.0.0.1; host names are not taken. */
function ipv4Of(host: string | undefined): string | undefined {
  if (!host) return undefined;
  if (host === 'localhost' || host === '::1' || host === '[::1]') return '127.0.0.1';
  return IPV4_PATTERN.test(host) ? host : undefined;
}

function parsed(url: string | undefined): URL | undefined {
  try {
    return url ? new URL(url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The demo's servers (ADR 0029), one or more of each kind. Those that stand for what the demo runs
 * point at it, so they show up: the communication servers at its MQTT broker, the database server
 * at its PostgreSQL (or, on embedded PGlite, which has no TCP port, an entry whose name says so
 * and which shows down), the live and stream servers at its local nginx-rtmp when it is started,
 * the whiteboard at the console's own HTTP port. The rest stand for machines elsewhere, on
 * documentation addresses (192.0.2.0/24, RFC 5737, never routed), and show down. Rows are found by name: each start points them at this run's ports again.
 */
export async function seedDemoServers(tx: Tx, secrets: SecretBox, options: DemoServersOptions = {}) {
  const consoleIp = ipv4Of(options.consoleHost) ?? '127.0.0.1';
  const mqtt = parsed(options.mqttUrl);
  const mqttIp = mqtt ? (ipv4Of(mqtt.hostname) ?? '127.0.0.1') : consoleIp;
  const mqttPort = mqtt ? Number(mqtt.port) || 1883 : options.mqttPort || 1883;
  const rtmp = parsed(options.liveRtmpUrl);
  const hls = parsed(options.liveHlsUrl);
  const liveIp = ipv4Of(rtmp?.hostname) ?? '127.0.0.1';
  const rtmpPort = Number(rtmp?.port) || 1935;
  const db = parsed(options.databaseUrl);
  const dbPassword = db ? decodeURIComponent(db.password) : '';

  const rows: NewServer[] = [
    {
      kind: 'mqtt',
      name: '通讯服务器（演示 MQTT）',
      ip: mqttIp,
      port: mqttPort,
      domain: 'mqtt.demo.local',
    },
    {
      kind: 'monitorMqtt',
      name: '监控通讯服务器（演示 MQTT）',
      ip: mqttIp,
      port: mqttPort,
    },
    db
      ? {
          kind: 'database',
          name: '演示数据库（PostgreSQL）',
          ip: ipv4Of(db.hostname) ?? '127.0.0.1',
          port: Number(db.port) || 5432,
          loginAccount: decodeURIComponent(db.username) || 'postgres',
          databaseName: db.pathname.replace(/^\//, '') || 'postgres',
          password: dbPassword ? secrets.seal(dbPassword) : null,
          passwordHint: dbPassword ? maskSecret(dbPassword) : null,
          backupStrategy: 'daily',
          backupPath: '/var/backups/console',
        }
      : {
          kind: 'database',
          name: '演示数据库（内嵌 PGlite，无网络端口）',
          ip: '127.0.0.1',
          port: 5432,
          loginAccount: 'postgres',
          databaseName: 'postgres',
          backupStrategy: 'none',
        },
    {
      kind: 'live',
      name: '直播服务器（演示 nginx-rtmp）',
      ip: liveIp,
      port: rtmpPort,
      httpPort: Number(hls?.port) || null,
    },
    {
      kind: 'stream',
      name: '流媒体服务器（演示直播）',
      streamType: 'live',
      ip: liveIp,
      innerIp: liveIp,
      port: rtmpPort,
      bandwidthUp: 100,
      bandwidthDown: 1000,
      serverGroup: 'demo',
    },
    {
      kind: 'stream',
      name: '点播服务器（演示）',
      streamType: 'vod',
      ip: '192.0.2.20',
      innerIp: '192.0.2.20',
      port: 1935,
      bandwidthUp: 1000,
      bandwidthDown: 1000,
      allowedIps: ['192.0.2.1'],
      filePath: '/data/vod',
      serverGroup: 'demo',
      selected: true,
      selectGroup: 'vod',
    },
    {
      kind: 'rtc',
      name: 'RTC服务器（演示）',
      ip: '192.0.2.30',
      port: 8443,
      sslPort: 443,
      httpPort: 8080,
      domain: 'rtc.demo.local',
      udpPortStart: 40_000,
      udpPortEnd: 49_999,
    },
    {
      kind: 'whiteboard',
      name: '白板服务器（演示：控制台本机）',
      ip: consoleIp,
      port: options.consolePort || 8080,
      httpPort: options.consolePort || 8080,
    },
    {
      kind: 'storage',
      name: '存储服务器（演示 NAS）',
      ip: '192.0.2.40',
      port: 445,
      path: '/recordings',
      shareName: 'records',
      loginAccount: 'console',
      selected: true,
      selectGroup: 'storage',
    },
    {
      kind: 'monitorStream',
      name: '监控流媒体服务器（演示）',
      carrier: '本地',
      region: '演示',
      pullAddress: rtmp ? `rtmp://${liveIp}:${rtmpPort}/live` : 'rtmp://192.0.2.50/live',
      pushAddress: rtmp ? `rtmp://${liveIp}:${rtmpPort}/live` : 'rtmp://192.0.2.50/live',
      channels: 16,
      selected: true,
      selectGroup: 'monitor',
    },
    // The ambulance platform's relays (ADR 0038): one at the demo's own MQTT broker, which the
    // terminals' data passes through, and a spare out of service on a local port nothing listens
    // on (the discard port), so it shows down without the probe leaving this machine.
    {
      kind: 'transmit',
      name: '转发服务器（演示：本机 MQTT）',
      ip: mqttIp,
      port: mqttPort,
    },
    {
      kind: 'transmit',
      name: '转发服务器（备用，未启用）',
      ip: '127.0.0.1',
      port: 9,
      enabled: false,
    },
  ];

  for (const values of rows) {
    const [found] = await tx.select({ id: servers.id }).from(servers).where(eq(servers.name, values.name));
    if (!found) {
      await tx.insert(servers).values(values);
      continue;
    }
    // This run's addresses; what an administrator chose otherwise (selection, fields) stays.
    await tx
      .update(servers)
      .set({
        ip: values.ip,
        port: values.port,
        httpPort: values.httpPort,
        ...(values.kind === 'database'
          ? {
              password: values.password,
              passwordHint: values.passwordHint,
              loginAccount: values.loginAccount,
            }
          : {}),
        ...(values.kind === 'monitorStream'
          ? { pullAddress: values.pullAddress, pushAddress: values.pushAddress }
          : {}),
      })
      .where(eq(servers.id, found.id));
  }
}
