import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { ERROR_CODES, RET_OK } from '@console/contract/api/envelope';
import {
  AMBULANCE_SETTINGS_PATH,
  ambulancePositionsSchema,
  ambulanceSettingsSchema,
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_HEADER,
  DEFAULT_AMBULANCE_SETTINGS,
  type AmbulanceApiScope,
  type AmbulanceSettings,
} from '@console/contract/resources/ambulance-system';
import type { Db, Tx } from '../../db/client';
import { CLOUD_ADMIN } from '../../platform/access';
import { recordLog } from '../../platform/audit';
import { AppError, Forbidden } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { deviceAccounts } from '../device-accounts/tables';
import { readSetting, writeSetting } from '../system-settings/settings';
import { API_KEY_MARK, companyFunctions, hashApiKey, keyMatches } from './service';
import { ambulanceExternalSystems, ambulanceInterfaceLogs } from './tables';
import { lastFixes, vehiclePlates } from '../ambulance-fleet/positions';

const tags = ['Ambulance system'];
const SETTING_KEY = 'ambulance';

export async function ambulanceSettings(executor: Db | Tx): Promise<AmbulanceSettings> {
  const parsed = ambulanceSettingsSchema.safeParse(await readSetting(executor, SETTING_KEY));
  return parsed.success ? parsed.data : DEFAULT_AMBULANCE_SETTINGS;
}

/** Who made a call of the external API, as far as its key told (for the interface log). */
interface CallOf {
  systemId: number | null;
  companyId: number | null;
  keyPrefix: string | null;
}

/** The key a call carries: `x-api-key`, or `Authorization: Bearer <key>`. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (given) return given.trim();
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

/** The envelope's `retCode` of an answer about to be sent (the log's result code). */
function resultCodeOf(payload: unknown): string {
  if (typeof payload !== 'string') return '';
  try {
    const body = JSON.parse(payload) as { retCode?: unknown };
    return typeof body.retCode === 'string' ? body.retCode.slice(0, 8) : '';
  } catch {
    return '';
  }
}

/**
 * The ambulance platform's settings (cloudAdmin, `systemSetting`) and the API external systems
 * call with their key (ADR 0038). Every call of that API, refused or not, is written to the
 * interface log before its answer leaves: who (system and company when the key was known, the
 * key's prefix), what (method, path), the result (outcome, HTTP status, `retCode`) and the time
 * it took.
 */
const ambulanceSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log.child({ module: 'ambulance-system' });

  app.get(
    AMBULANCE_SETTINGS_PATH,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'The ambulance platform settings (GPS interval, stale fix age, geofence, ETA speed, map)',
        response: { 200: envelopeSchema(ambulanceSettingsSchema) },
      },
    },
    async () => ok(await ambulanceSettings(app.db)),
  );

  app.put(
    AMBULANCE_SETTINGS_PATH,
    {
      config: { access: CLOUD_ADMIN },
      schema: {
        tags,
        summary: 'Save the ambulance platform settings',
        body: ambulanceSettingsSchema,
        response: { 200: envelopeSchema(ambulanceSettingsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const before = await ambulanceSettings(app.db);
      await app.inTenant(caller, async (tx) => {
        await writeSetting(tx, SETTING_KEY, request.body);
        await recordLog(tx, caller, {
          action: 'update',
          resource: 'ambulanceSettings',
          before,
          after: request.body,
        });
      });
      return ok(request.body);
    },
  );

  await app.register(async (external) => {
    const calls = new WeakMap<FastifyRequest, CallOf>();

    /** The enabled, unrevoked system of the key, allowed `scope` for its company; or a refusal. */
    async function authenticate(request: FastifyRequest, scope: AmbulanceApiScope) {
      const key = keyOf(request);
      const call: CallOf = { systemId: null, companyId: null, keyPrefix: null };
      calls.set(request, call);
      const refused = () => new AppError(ERROR_CODES.wrongCredentials, 'error.apiKeyRefused', 401);
      if (!key || !key.startsWith(API_KEY_MARK) || key.length > 128) throw refused();
      call.keyPrefix = key.slice(0, 12);
      const hash = hashApiKey(key);
      const [system] = await app.db
        .select()
        .from(ambulanceExternalSystems)
        .where(eq(ambulanceExternalSystems.keyHash, hash));
      if (!system?.keyHash || !keyMatches(key, system.keyHash)) throw refused();
      call.systemId = system.id;
      call.companyId = system.companyId;
      if (!system.enabled || system.revokedAt) throw refused();
      // Counted on the key's row, one statement: the row lock orders the calls of every instance.
      const minute = Math.floor(app.jobs.now().getTime() / 60_000);
      const [counted] = await app.db
        .update(ambulanceExternalSystems)
        .set({
          callCount: sql`case when ${ambulanceExternalSystems.callWindow} = ${minute} then ${ambulanceExternalSystems.callCount} + 1 else 1 end`,
          callWindow: minute,
        })
        .where(eq(ambulanceExternalSystems.id, system.id))
        .returning({ count: ambulanceExternalSystems.callCount });
      if ((counted?.count ?? 0) > API_KEY_CALLS_PER_MINUTE)
        throw new AppError(ERROR_CODES.tooManyAttempts, 'error.apiKeyTooManyCalls', 429);
      if (!(await companyFunctions(app.db, system.companyId)).includes('externalApi'))
        throw Forbidden('error.externalApiOff');
      if (!system.scopes.includes(scope)) throw Forbidden('error.apiKeyScope');
      await app.db
        .update(ambulanceExternalSystems)
        .set({ lastUsedAt: app.jobs.now() })
        .where(eq(ambulanceExternalSystems.id, system.id));
      return system;
    }

    // Written before the answer leaves, so whoever got an answer finds its line in the log.
    external.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const call = calls.get(request) ?? { systemId: null, companyId: null, keyPrefix: null };
      const status = reply.statusCode;
      try {
        await app.db.insert(ambulanceInterfaceLogs).values({
          systemId: call.systemId,
          companyId: call.companyId,
          method: request.method.slice(0, 8),
          // after the API base: `/ambulanceApi/positions`
          path: request.url
            .split('?')[0]!
            .replace(/^.*?\/console\/api\/v1(?=\/)/, '')
            .slice(0, 255),
          outcome: status < 400 ? 'ok' : status < 500 ? 'refused' : 'error',
          resultCode: resultCodeOf(payload) || (status < 400 ? RET_OK : String(status)),
          httpStatus: status,
          durationMs: Math.max(0, Math.round(reply.elapsedTime)),
          keyPrefix: call.keyPrefix,
          ip: request.ip.slice(0, 64),
        });
      } catch (error) {
        log.error({ err: error }, 'could not write the interface log');
      }
      return payload;
    });

    external.get(
      `${PATHS.ambulanceApi}/positions`,
      {
        config: { auth: false },
        schema: {
          tags,
          summary: 'External system (API key, scope positions:read): its company’s ambulance terminals',
          response: { 200: envelopeSchema(ambulancePositionsSchema) },
        },
      },
      async (request) => {
        const system = await authenticate(request, 'positions:read');
        const rows = await app.db
          .select({
            id: deviceAccounts.id,
            account: deviceAccounts.account,
            name: deviceAccounts.name,
            online: deviceAccounts.online,
            lastSeenAt: deviceAccounts.lastSeenAt,
          })
          .from(deviceAccounts)
          .where(
            and(
              eq(deviceAccounts.customerId, system.companyId),
              eq(deviceAccounts.deviceType, 'ambulance'),
              sql`${deviceAccounts.enabled}`,
            ),
          )
          .orderBy(asc(deviceAccounts.account))
          .limit(1000);
        const plates = await vehiclePlates(
          app.db,
          system.companyId,
          rows.map((row) => row.id),
        );
        const fixes = await lastFixes(
          app.db,
          system.companyId,
          rows.map((row) => row.id),
        );
        const now = app.jobs.now().getTime();
        return ok({
          list: rows.map((row) => {
            const fix = fixes.get(row.id);
            return {
              ...row,
              lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
              plate: plates.get(row.id) ?? null,
              lastFix: fix
                ? {
                    at: fix.at,
                    lat: fix.lat,
                    lng: fix.lng,
                    speed: fix.speed,
                    heading: fix.heading,
                    ageSeconds: Math.max(0, Math.round((now - Date.parse(fix.at)) / 1000)),
                  }
                : null,
            };
          }),
        });
      },
    );
  });
};

export default ambulanceSystemRoutes;
