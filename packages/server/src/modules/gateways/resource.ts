import { eq } from 'drizzle-orm';
import {
  appServiceDefinition,
  appServiceUserDefinition,
  gatewayDefinition,
  gatewayUserDefinition,
  type GatewayCodeRule,
  type ServiceCode,
  type SetupKey,
} from '@console/contract/resources/gateways';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { BadRequest } from '../../platform/errors';
import type { SecretBox } from '../../platform/secrets';
import { isCurrentCode, setupUri } from './service-code';
import { appServices, appServiceUsers, gateways, gatewayUsers } from './tables';

interface GatewayOptions {
  secrets: SecretBox;
  now: () => Date;
}

/**
 * The setup key a save's service code must have been made from: the gateway's own, or for a new
 * gateway the sealed key the code answer handed the form. A missing or altered one asks for a
 * refresh.
 */
function setupKeyOf(secrets: SecretBox, sealed: string | undefined): string {
  if (!sealed) throw BadRequest('validation.serviceCodeRefresh', 'serviceCode');
  try {
    return secrets.open(sealed);
  } catch {
    throw BadRequest('validation.serviceCodeRefresh', 'serviceCode');
  }
}

function checkCode(setupKey: string, rule: GatewayCodeRule, given: ServiceCode | undefined, now: Date) {
  if (!given) throw BadRequest('validation.serviceCodeRefresh', 'serviceCode');
  if (!isCurrentCode(setupKey, rule, given.code, now))
    throw BadRequest('error.gatewayCodeStale', 'serviceCode');
}

/**
 * Gateways on the engine. Every save carries the dynamic service code in force (SPEC §5: refreshed
 * before saving), checked against the gateway's setup key; switching a gateway on or off alone
 * (the list's enable / disable) changes none of its settings and needs none. `setupKey` shows
 * the key to configure the gateway with, once per request, and is logged.
 */
export function gatewayResource({ secrets, now }: GatewayOptions) {
  return engineResource(gatewayDefinition, gateways, {
    beforeCreate(_tx, _caller, values) {
      const given = values.serviceCode as ServiceCode | undefined;
      const setupKey = setupKeyOf(secrets, given?.token);
      checkCode(setupKey, values.codeRule as GatewayCodeRule, given, now());
      return { ...values, setupKey: given!.token };
    },
    beforeUpdate(_tx, _caller, values, before) {
      const keys = Object.keys(values).filter((key) => key !== 'serviceCode');
      if (keys.length === 1 && keys[0] === 'enabled' && !values.serviceCode) return values;
      const rule = (values.codeRule ?? before.codeRule) as GatewayCodeRule;
      const given = values.serviceCode as ServiceCode | undefined;
      checkCode(setupKeyOf(secrets, before.setupKey as string), rule, given, now());
      return values;
    },
    actions: {
      async setupKey(tx, caller, row): Promise<SetupKey> {
        const secret = setupKeyOf(secrets, row.setupKey as string);
        await recordLog(tx, caller, {
          action: 'showSetupKey',
          resource: 'gateways',
          resourceId: row.id,
          customerId: row.customerId as number,
        });
        return { secret, uri: setupUri(secret, row.codeRule as GatewayCodeRule, row.name as string) };
      },
    },
  });
}

/** Whether users registering through this gateway wait for approval. */
export async function auditStateForNew(tx: Tx, gatewayId: number): Promise<'pending' | 'approved'> {
  const [gateway] = await tx
    .select({ auditBinding: gateways.auditBinding })
    .from(gateways)
    .where(eq(gateways.id, gatewayId));
  if (!gateway) throw BadRequest('error.gatewayNotFound', 'gatewayId');
  return gateway.auditBinding ? 'pending' : 'approved';
}

/**
 * Gateway users on the engine: a user added by hand waits for approval when the gateway asks for
 * it (SPEC §4), like one the gateway registers; approve, reject and revoke record who and when.
 * Presence is the gateway's to report (routes.ts), never typed.
 */
export function gatewayUserResource({ now }: GatewayOptions) {
  return engineResource(gatewayUserDefinition, gatewayUsers, {
    async beforeCreate(tx, _caller, values): Promise<Values> {
      const auditState = await auditStateForNew(tx, values.gatewayId as number);
      return { ...values, auditState, auditedBy: null, auditedAt: null, online: false, lastSeenAt: null };
    },
    beforeUpdate(_tx, caller, values) {
      const decided = decision(values, caller.account, now());
      // Only an approved user uses the gateway: a revoked one is signed off there too.
      return 'auditState' in values && values.auditState !== 'approved'
        ? { ...decided, online: false }
        : decided;
    },
  });
}

/** An approve, reject or revoke records who decided and when. */
function decision(values: Values, account: string, at: Date): Values {
  return 'auditState' in values ? { ...values, auditedBy: account, auditedAt: at } : values;
}

/** Application services on the engine: plain rows of the company's gateways. */
export const appServiceResource = engineResource(appServiceDefinition, appServices);

/**
 * The approval a new application of `gatewayUserId` for a service starts in: the service must be
 * enabled and of the user's gateway; it waits when the service asks for approval.
 */
export async function applicationState(
  tx: Tx,
  appServiceId: number,
  gatewayUserId: number,
): Promise<'pending' | 'approved'> {
  const [service] = await tx.select().from(appServices).where(eq(appServices.id, appServiceId));
  if (!service) throw BadRequest('error.appServiceNotFound', 'appServiceId');
  if (!service.enabled) throw BadRequest('error.appServiceDisabled', 'appServiceId');
  const [user] = await tx
    .select({ gatewayId: gatewayUsers.gatewayId })
    .from(gatewayUsers)
    .where(eq(gatewayUsers.id, gatewayUserId));
  if (!user) throw BadRequest('error.gatewayUserNotFound', 'gatewayUserId');
  if (user.gatewayId !== service.gatewayId) throw BadRequest('error.appServiceOtherGateway', 'gatewayUserId');
  return service.needsApproval ? 'pending' : 'approved';
}

/** Service users on the engine: an application starts as the service says, decisions are recorded. */
export function appServiceUserResource({ now }: GatewayOptions) {
  return engineResource(appServiceUserDefinition, appServiceUsers, {
    async beforeCreate(tx, _caller, values): Promise<Values> {
      const auditState = await applicationState(
        tx,
        values.appServiceId as number,
        values.gatewayUserId as number,
      );
      return { ...values, auditState, auditedBy: null, auditedAt: null };
    },
    beforeUpdate: (_tx, caller, values) => decision(values, caller.account, now()),
  });
}
