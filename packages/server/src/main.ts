import path from 'node:path';
import { apiBase } from '@console/contract';
import { buildApp } from './app';
import { TestClock } from './platform/test-clock';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startDemoSimulation } from './modules/realtime/demo-simulation';
import { prepareDatabase } from './db/prepare';
import { demoTerminalPassword } from './seed/demo-terminal-password';
import { SecretBox, secretKey } from './platform/secrets';
import type { SeededLogin } from './seed/seed';
import { FileStore, storageRoot } from './modules/uploads/storage';
import { FILES_PATH } from '@console/contract/uploads';

function printLogins(logins: SeededLogin[]) {
  if (logins.length === 0) return;
  const lines = logins.map(
    (l) =>
      `  ${l.who.padEnd(30)} ${l.account.padEnd(16)} ${l.password}${l.mustChange ? '   (change at first login)' : ''}`,
  );
  // Printed once, on the run that created them: the passwords are not stored anywhere readable.
  process.stdout.write(`\nLogins created (shown only this once):\n${lines.join('\n')}\n\n`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const demo = config.SEED === 'demo';
  const terminalPassword = demo
    ? demoTerminalPassword(config.dataDir, config.DEMO_TERMINAL_PASSWORD)
    : undefined;
  const demoFiles = new FileStore(
    storageRoot({ STORAGE_URL: config.STORAGE_URL, dataDir: config.dataDir }),
    `${apiBase(config.PRODUCT)}${FILES_PATH}`,
  );
  const logins = await prepareDatabase(database, {
    adminAccount: config.ADMIN_ACCOUNT,
    adminPassword: config.ADMIN_PASSWORD,
    demo,
    demoTerminalPassword: terminalPassword,
    secrets: new SecretBox(() => secretKey(config.dataDir, config.SECRET_KEY)),
    vod: { files: demoFiles },
    // The demo recording: in the stream server's record directory, else beside the stored files.
    lives: { recordDir: config.LIVE_RECORD_DIR ?? path.join(demoFiles.root, '.live-recordings') },
    // The demo's first database backup, made by the durable job once the server runs (issue 17).
    systemSettings: { backupDirectory: path.join(config.dataDir, 'backups'), engine: database.kind },
    servers: {
      consoleHost: config.HOST,
      consolePort: config.PORT,
      mqttPort: config.MQTT_PORT,
      mqttUrl: config.MQTT_URL,
      databaseUrl: config.DATABASE_URL,
      liveRtmpUrl: config.LIVE_RTMP_URL,
      liveHlsUrl: config.LIVE_HLS_URL,
    },
  });

  const app = await buildApp(
    { ...config, ...(config.TEST_CLOCK ? { testClock: new TestClock() } : {}) },
    database,
  );
  if (config.TEST_CLOCK)
    app.log.warn('TEST_CLOCK is on: the clock can be moved from this machine (tests only)');
  let stopSimulation: (() => Promise<void>) | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await stopSimulation?.();
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  printLogins(logins);
  const mqttPort = app.realtime.broker.port;
  if (demo && config.DEMO_SIMULATION && mqttPort !== null) {
    const fleet = await startDemoSimulation(database.db, {
      host: ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST,
      port: mqttPort,
      password: terminalPassword!,
      log: (message) => app.log.warn(message),
    });
    if (fleet) {
      stopSimulation = () => fleet.stop();
      process.stdout.write(
        `Demo simulation: ${fleet.terminals.length} terminals of the demo hospital (DEMO_SIMULATION=off to stop)\n`,
      );
    }
  }
  process.stdout.write(
    `Console: http://${config.HOST}:${port}/web/\nMQTT:    ${mqttPort !== null ? `mqtt://${config.HOST}:${mqttPort} and ` : ''}ws://${config.HOST}:${port}/mqtt${config.MQTT_URL ? ` (external broker ${config.MQTT_URL})` : ''}\nAPI:     http://${config.HOST}:${port}${apiBase(config.PRODUCT)}  (docs: ${apiBase(config.PRODUCT)}/docs)\nDatabase: ${database.kind}${config.DATABASE_URL ? '' : ` at ${path.join(config.dataDir, 'pglite')}`}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
