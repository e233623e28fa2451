import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { ERROR_CODES } from '@console/contract/api/envelope';
import type { GatewayUserEvent } from '@console/contract/realtime';
import {
  appServiceUserStateSchema,
  gatewayApplySchema,
  gatewayPresenceSchema,
  gatewayRegisterSchema,
  gatewayUserStateSchema,
  serviceCodeAnswerSchema,
  serviceCodeRequestSchema,
  type GatewayCodeRule,
  type ServiceCodeAnswer,
} from '@console/contract/resources/gateways';
import { AppError, BadRequest, Forbidden, NotFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { applicationState, auditStateForNew } from './resource';
import { currentCode, isCurrentCode, newSetupKey, stepEnd, stepOf } from './service-code';
import { appServices, appServiceUsers, gateways, gatewayUsers } from './tables';

const tags = ['Application gateways'];
/** Wrong codes one gateway may send per 30-minute step before it is refused until the next one. */
export const MAX_CODE_FAILURES = 10;

type GatewayUserRow = typeof gatewayUsers.$inferSelect;

function userEvent(user: GatewayUserRow): GatewayUserEvent {
  return {
    type: 'gatewayUser',
    customerId: user.customerId,
    user: {
      id: user.id,
      gatewayId: user.gatewayId,
      auditState: user.auditState,
      online: user.online,
      lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    },
  };
}

/**
 * The dynamic service code for the console's forms, and the gateway's own calls: register a user
 * (waiting for approval when the gateway asks for it) and report a user's presence, which the
 * console hears live on the `gatewayUsers` topic.
 */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.jobs.now();

  app.post(
    `${PATHS.resource('gateways')}/serviceCode`,
    {
      config: { access: 'customerAdmin' },
      schema: {
        tags,
        summary: 'The service code in force: of a gateway (id), or of a new one with its sealed setup key',
        body: serviceCodeRequestSchema,
        response: { 200: envelopeSchema(serviceCodeAnswerSchema) },
      },
    },
    async (request) => {
      const at = now();
      const { id, codeRule } = request.body;
      const validUntil = stepEnd(at).toISOString();
      if (id === undefined) {
        const setupKey = newSetupKey();
        const answer: ServiceCodeAnswer = {
          code: currentCode(setupKey, codeRule, at),
          token: app.secrets.seal(setupKey),
          validUntil,
        };
        return ok(answer);
      }
      const [gateway] = await app.inTenant(callerOf(request), (tx) =>
        tx.select({ setupKey: gateways.setupKey }).from(gateways).where(eq(gateways.id, id)),
      );
      if (!gateway) throw NotFound('error.gatewayNotFound');
      return ok({ code: currentCode(app.secrets.open(gateway.setupKey), codeRule, at), validUntil });
    },
  );

  // Wrong codes per gateway in the current step (in this instance's memory: a guess costs a
  // request, and ten per half hour leave a 6-digit code out of reach).
  const failures = new Map<number, { step: number; count: number }>();

  /** The enabled gateway whose current code this is; refused alike for any other reason. */
  async function authenticate(gatewayId: number, code: string) {
    const at = now();
    const step = stepOf(at);
    const seen = failures.get(gatewayId);
    if (seen && seen.step === step && seen.count >= MAX_CODE_FAILURES)
      throw new AppError(ERROR_CODES.tooManyAttempts, 'error.gatewayTooManyAttempts', 429);
    const [gateway] = await app.db.select().from(gateways).where(eq(gateways.id, gatewayId));
    const valid =
      gateway?.enabled === true &&
      isCurrentCode(app.secrets.open(gateway.setupKey), gateway.codeRule as GatewayCodeRule, code, at);
    if (!valid) {
      failures.set(gatewayId, { step, count: seen?.step === step ? seen.count + 1 : 1 });
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
      throw Forbidden('error.gatewayRefused');
    }
    failures.delete(gatewayId);
    return gateway;
  }

  const publicRoute = { config: { auth: false as const } };

  /** The gateway's user of that name, who must be approved to act through it. */
  async function approvedUser(gatewayId: number, username: string) {
    const [user] = await app.db
      .select()
      .from(gatewayUsers)
      .where(
        and(eq(gatewayUsers.gatewayId, gatewayId), sql`lower(${gatewayUsers.username}) = lower(${username})`),
      );
    if (!user) throw NotFound('error.gatewayUserNotFound');
    if (user.auditState !== 'approved') throw BadRequest('error.gatewayUserNotApproved');
    return user;
  }

  app.post(
    `${PATHS.gatewayApi}/users`,
    {
      ...publicRoute,
      schema: {
        tags,
        summary: 'Gateway: register one of its users (or update their details)',
        body: gatewayRegisterSchema,
        response: { 200: envelopeSchema(gatewayUserStateSchema) },
      },
    },
    async (request) => {
      const { gatewayId, code, username, role, title, organisation } = request.body;
      const gateway = await authenticate(gatewayId, code);
      const user = await app.db.transaction(async (tx) => {
        const details = { role, title: title ?? null, organisation: organisation ?? null, updatedAt: now() };
        const [known] = await tx
          .update(gatewayUsers)
          .set(details)
          .where(
            and(
              eq(gatewayUsers.gatewayId, gateway.id),
              sql`lower(${gatewayUsers.username}) = lower(${username})`,
            ),
          )
          .returning();
        if (known) return known;
        const [created] = await tx
          .insert(gatewayUsers)
          .values({
            customerId: gateway.customerId,
            gatewayId: gateway.id,
            username,
            ...details,
            auditState: await auditStateForNew(tx, gateway.id),
          })
          .returning();
        return created!;
      });
      app.realtime.publish(userEvent(user));
      return ok({ id: user.id, auditState: user.auditState as 'pending', online: user.online });
    },
  );

  app.post(
    `${PATHS.gatewayApi}/presence`,
    {
      ...publicRoute,
      schema: {
        tags,
        summary: 'Gateway: one of its approved users came on or went off line',
        body: gatewayPresenceSchema,
        response: { 200: envelopeSchema(gatewayUserStateSchema) },
      },
    },
    async (request) => {
      const { gatewayId, code, username, online } = request.body;
      const gateway = await authenticate(gatewayId, code);
      const [user] = await app.db
        .select()
        .from(gatewayUsers)
        .where(
          and(
            eq(gatewayUsers.gatewayId, gateway.id),
            sql`lower(${gatewayUsers.username}) = lower(${username})`,
          ),
        );
      if (!user) throw NotFound('error.notFound');
      if (user.auditState !== 'approved') throw BadRequest('error.gatewayUserNotApproved');
      const at = now();
      const [updated] = await app.db
        .update(gatewayUsers)
        .set({ online, lastSeenAt: at, updatedAt: at })
        .where(eq(gatewayUsers.id, user.id))
        .returning();
      app.realtime.publish(userEvent(updated!));
      return ok({ id: updated!.id, auditState: updated!.auditState as 'approved', online: updated!.online });
    },
  );

  app.post(
    `${PATHS.gatewayApi}/applications`,
    {
      ...publicRoute,
      schema: {
        tags,
        summary: 'Gateway: one of its approved users applies for one of its services (by the service code)',
        body: gatewayApplySchema,
        response: { 200: envelopeSchema(appServiceUserStateSchema) },
      },
    },
    async (request) => {
      const { gatewayId, code, username, service, note } = request.body;
      const gateway = await authenticate(gatewayId, code);
      const user = await approvedUser(gateway.id, username);
      const application = await app.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: appServices.id })
          .from(appServices)
          .where(
            and(eq(appServices.gatewayId, gateway.id), sql`lower(${appServices.code}) = lower(${service})`),
          );
        if (!found) throw NotFound('error.appServiceNotFound');
        const [known] = await tx
          .select()
          .from(appServiceUsers)
          .where(and(eq(appServiceUsers.appServiceId, found.id), eq(appServiceUsers.gatewayUserId, user.id)));
        if (known) return known;
        const auditState = await applicationState(tx, found.id, user.id);
        const [created] = await tx
          .insert(appServiceUsers)
          .values({
            customerId: gateway.customerId,
            appServiceId: found.id,
            gatewayUserId: user.id,
            note: note ?? null,
            auditState,
          })
          .returning();
        return created!;
      });
      return ok({ id: application.id, auditState: application.auditState as 'pending' });
    },
  );
};

export default gatewayRoutes;
