import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiBase } from '@console/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import dbPlugin from './platform/db';
import docsPlugin from './platform/docs';
import errorHandler, { routerRefusal } from './platform/error-handler';
import healthPlugin from './platform/health';
import jobsPlugin, { type JobsOptions } from './platform/jobs/plugin';
import securityHeaders, { readScriptHashes } from './platform/security-headers';
import { secretsPlugin } from './platform/secrets';
import sessionPlugin from './platform/session';
import testClockRoutes, { type TestClock } from './platform/test-clock';
import webPlugin from './platform/web';
import engineRoutes from './engine/routes';
import type { EngineResource } from './engine/resource';
import { appResources } from './resources';
import applicationRoutes from './modules/applications/routes';
import companyRoutes from './modules/companies/routes';
import identityRoutes from './modules/identity/routes';
import menuRoutes from './modules/menus/routes';
import memberRoutes from './modules/members/routes';
import realtimePlugin from './modules/realtime/plugin';
import type { RealtimeOptions } from './modules/realtime/service';
import realtimeRoutes from './modules/realtime/routes';
import roomRoutes from './modules/rooms/routes';
import terminalStreamRoutes from './modules/terminal-streams/routes';
import patientRoutes from './modules/patients/routes';
import wardRoutes from './modules/wards/routes';
import monitoringIndicatorRoutes from './modules/monitoring-indicators/routes';
import uploadRoutes from './modules/uploads/routes';
import visitRoutes from './modules/visits/routes';
import dataPushRoutes from './modules/data-push/routes';
import upgradeRoutes from './modules/upgrades/routes';
import visitNoticeRoutes from './modules/visit-notices/routes';
import visitCodeRoutes from './modules/visit-codes/routes';
import vitalsRoutes from './modules/vitals/routes';
import alarmsPlugin from './modules/alarms/plugin';
import alarmRoutes from './modules/alarms/routes';
import cameraSnapshotsPlugin, { type CameraSnapshotOptions } from './modules/camera-snapshots/plugin';
import cameraSnapshotRoutes from './modules/camera-snapshots/routes';
import patientFileRoutes from './modules/patient-files/routes';
import qcStatisticsRoutes from './modules/qc-statistics/routes';
import livesPlugin from './modules/lives/plugin';
import serverRoutes from './modules/servers/routes';
import liveRecordingRoutes from './modules/lives/recording-routes';
import gatewayRoutes from './modules/gateways/routes';
import schoolMessageRoutes from './modules/school-messages/routes';
import virtualCockpitRoutes from './modules/virtual-cockpit/routes';
import collaborationRoutes from './modules/collaboration/routes';
import computeServerRoutes from './modules/compute-servers/routes';
import liveRoutes from './modules/lives/routes';
import liveChatRoutes from './modules/live-chat/routes';
// system settings: backups, mail, SMS, global (issue 17)
import systemSettingsRoutes from './modules/system-settings/routes';
import ambulanceSystemRoutes from './modules/ambulance-system/routes';
import ambulanceFleetRoutes from './modules/ambulance-fleet/routes';
import { FixListeners } from './modules/ambulance-fleet/fix-listeners';
import ambulanceTaskRoutes from './modules/ambulance-tasks/routes';
import { streamServer as openStreamServer } from './modules/lives/stream-server';
import vitalsPlugin from './modules/vitals/plugin';
import uploadsPlugin from './modules/uploads/plugin';
import vodPlugin from './modules/vod/plugin';
import vodUploadRoutes from './modules/vod/uploads';
import type { MediaTools } from './modules/vod/media-tools';
import { FileStore, storageRoot } from './modules/uploads/storage';
import { uploadUses } from './modules/uploads/uses';
import { FILES_PATH } from '@console/contract/uploads';

export type AppConfig = Pick<Config, 'PRODUCT' | 'CAPTCHA' | 'LOG_LEVEL' | 'WEB_DIST' | 'STORAGE_URL'> & {
  /** Key of stored secrets (config SECRET_KEY); absent: kept in `dataDir`. */
  SECRET_KEY?: string | undefined;
  dataDir?: string;
  /** The durable job runner's clock and polling (tests drive both). */
  jobs?: JobsOptions;
  /** Camera stills: the ffmpeg binary, its time limit, the live stills' interval (tests). */
  snapshots?: CameraSnapshotOptions;
  /** End-to-end runs (TEST_CLOCK=on): the clock of time rules and jobs, moved over loopback HTTP. */
  testClock?: TestClock;
  /** VOD processing's ffprobe/ffmpeg (tests pass a missing binary). */
  mediaTools?: Partial<MediaTools>;
  /** The `pg_dump` binary database backups run on PostgreSQL (tests pass a missing one). */
  pgDump?: string;
  /**
   * Off: the server probe job is not scheduled at start (ADR 0029; tests that compare the whole
   * database before and after a request, which a probe round in the background would change).
   */
  serverProbes?: boolean;
  /** Failed terminal login limits of the embedded broker (tests use small ones). */
  terminalLoginLimits?: RealtimeOptions['terminalLoginLimits'];
} & Partial<
    Pick<
      Config,
      | 'HOST'
      | 'TRUST_PROXY'
      | 'MQTT_PORT'
      | 'MQTT_URL'
      | 'MQTT_DYNSEC'
      | 'DATABASE_URL'
      | 'PRESENCE_TIMEOUT'
      | 'VITALS_RETENTION_DAYS'
      | 'AMBULANCE_POSITION_DAYS'
      | 'SERVER_PROBE_SECONDS'
      | 'LIVE_RTMP_URL'
      | 'LIVE_HLS_URL'
      | 'LIVE_CONTROL_URL'
      | 'LIVE_HOOK_SECRET'
      | 'LIVE_RECORD_DIR'
      | 'LIVE_RECORDING_DAYS'
    >
  >;

export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
}

/** Builds the whole server from its plugins without listening (tests use `app.inject`). */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: FastifyServerOptions = {},
  resources?: EngineResource[],
) {
  const base = apiBase(config.PRODUCT);
  const dataDir = config.dataDir ?? path.resolve('data');
  const files = new FileStore(
    storageRoot({ STORAGE_URL: config.STORAGE_URL, dataDir }),
    `${base}${FILES_PATH}`,
  );
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ...(config.TRUST_PROXY ? { trustProxy: config.TRUST_PROXY } : {}),
    frameworkErrors: routerRefusal(base),
    // Info logs the API; console pages and assets would drown it (one line pair per file).
    logController: new LogController({
      disableRequestLogging: (request) => !request.url.startsWith(`${base}/`),
    }),
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler, { apiBase: base });
  const webRoot = config.WEB_DIST ?? defaultWebRoot();
  await app.register(securityHeaders, {
    mediaOrigins: config.LIVE_HLS_URL ? [new URL(config.LIVE_HLS_URL).origin] : [],
    scriptHashes: readScriptHashes(webRoot),
  });
  await app.register(docsPlugin, { apiBase: base });
  await app.register(dbPlugin, { database });
  await app.register(
    jobsPlugin,
    config.testClock ? { ...config.jobs, now: config.testClock.now } : (config.jobs ?? {}),
  );
  await app.register(secretsPlugin, { dataDir, key: config.SECRET_KEY });
  await app.register(sessionPlugin, { apiBase: base, docsPrefix: `${base}/docs` });

  // Without MQTT_PORT (tests) the embedded broker only serves MQTT over WebSocket.
  await app.register(realtimePlugin, {
    apiBase: base,
    mqttPort: config.MQTT_URL ? undefined : config.MQTT_PORT,
    host: config.HOST,
    mqttUrl: config.MQTT_URL,
    dynsec: config.MQTT_DYNSEC,
    databaseUrl: config.DATABASE_URL,
    presenceTimeoutMs: (config.PRESENCE_TIMEOUT ?? 90) * 1000,
    terminalLoginLimits: config.terminalLoginLimits,
  });
  await app.register(vitalsPlugin, { retentionDays: config.VITALS_RETENTION_DAYS });
  await app.register(alarmsPlugin);
  await app.register(cameraSnapshotsPlugin, { poll: config.jobs?.poll, ...config.snapshots });
  const streamServer =
    config.LIVE_RTMP_URL && config.LIVE_HLS_URL && config.LIVE_CONTROL_URL
      ? openStreamServer(
          { rtmpUrl: config.LIVE_RTMP_URL, hlsUrl: config.LIVE_HLS_URL, controlUrl: config.LIVE_CONTROL_URL },
          app.log,
        )
      : null;
  const engineResources =
    resources ??
    appResources({ dataDir, files, now: () => app.jobs.now(), secrets: app.secrets, streamServer });
  const uses = uploadUses(engineResources);
  await app.register(uploadsPlugin, { store: files, uses });
  await app.register(vodPlugin, { files, tools: config.mediaTools });
  await app.register(livesPlugin, {
    files,
    streamServer,
    tools: config.mediaTools,
    sweep: config.jobs?.poll,
    keepDays: config.LIVE_RECORDING_DAYS,
  });
  await app.register(healthPlugin);
  await app.register(
    async (api) => {
      await api.register(identityRoutes, { captcha: config.CAPTCHA, files });
      await api.register(menuRoutes);
      await api.register(applicationRoutes);
      await api.register(companyRoutes);
      await api.register(memberRoutes, { product: config.PRODUCT, captcha: config.CAPTCHA });
      await api.register(uploadRoutes, { store: files, uses });
      await api.register(vodUploadRoutes, { files, apiBase: base });
      await api.register(realtimeRoutes);
      await api.register(roomRoutes, {
        streamServer,
        recordDir: config.LIVE_RECORD_DIR,
        now: () => app.jobs.now(),
      });
      await api.register(terminalStreamRoutes);
      await api.register(patientRoutes);
      await api.register(wardRoutes);
      await api.register(monitoringIndicatorRoutes);
      await api.register(visitRoutes);
      await api.register(dataPushRoutes);
      await api.register(visitNoticeRoutes);
      await api.register(visitCodeRoutes);
      await api.register(vitalsRoutes);
      await api.register(alarmRoutes);
      await api.register(cameraSnapshotRoutes);
      await api.register(patientFileRoutes, { store: files });
      await api.register(qcStatisticsRoutes);
      await api.register(liveRoutes, {
        streamServer,
        hookSecret: config.LIVE_HOOK_SECRET,
        recordDir: config.LIVE_RECORD_DIR,
      });
      await api.register(liveRecordingRoutes, {
        streamServer,
        recordDir: config.LIVE_RECORD_DIR,
        now: () => app.jobs.now(),
      });
      await api.register(liveChatRoutes);
      await api.register(gatewayRoutes);
      await api.register(schoolMessageRoutes);
      await api.register(virtualCockpitRoutes);
      // medical collaboration sessions on rooms and live streams (issues 19 and 18, ADR 0041)
      await api.register(collaborationRoutes, {
        streamServer,
        recordDir: config.LIVE_RECORD_DIR,
        now: () => app.jobs.now(),
      });
      await api.register(computeServerRoutes);
      // system settings: backups, mail, SMS, global (issue 17)
      await api.register(systemSettingsRoutes, { product: config.PRODUCT, dataDir, pgDump: config.pgDump });
      await api.register(serverRoutes, {
        probeSeconds: config.SERVER_PROBE_SECONDS ?? 30,
        schedule: config.serverProbes !== false,
      });
      await api.register(upgradeRoutes);
      // the ambulance platform's settings and its external API (issue 18, ADR 0038)
      await api.register(ambulanceSystemRoutes);
      // hospitals, vehicles, GPS fixes, the live map and replay (issue 18, ADR 0040)
      const fixListeners = new FixListeners();
      await api.register(ambulanceFleetRoutes, {
        retentionDays: config.AMBULANCE_POSITION_DAYS,
        fixListeners,
      });
      // emergency tasks: moves by console, terminal and geofence, ETA, pre-arrival notices (ADR 0045)
      await api.register(ambulanceTaskRoutes, { fixListeners });
      if (config.testClock) await api.register(testClockRoutes, { clock: config.testClock });
      await api.register(engineRoutes, { resources: engineResources });
    },
    { prefix: base },
  );
  await app.register(webPlugin, { root: webRoot, product: config.PRODUCT });
  return app;
}
