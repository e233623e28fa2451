import {
  dataPushDeliveryDefinition,
  dataPushTargetDefinition,
  type RotatedSecret,
} from '@console/contract/resources/data-push';
import { engineResource, type Values } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { Conflict } from '../../platform/errors';
import { maskSecret, type SecretBox } from '../../platform/secrets';
import { PREVIOUS_SECRET_GRACE_MS, enqueueDelivery, generateSecret, testMessage } from './service';
import { dataPushDeliveries, dataPushTargets } from './tables';
import { eq } from 'drizzle-orm';

/** The secret as stored (sealed) and shown (its hint). */
function sealed(secrets: SecretBox, secret: string): Values {
  return { secret: secrets.seal(secret), secretHint: maskSecret(secret) };
}

/**
 * Data push targets on the engine. The signing secret is sealed before it is stored (generated
 * when none is sent) and only its hint is returned; an edit of an abnormal target puts it back to
 * normal (SPEC §4). Actions: `sendTest` queues a test delivery, `rotateSecret` answers a new
 * secret this once.
 */
export function dataPushTargetResource(options: { secrets: SecretBox; now: () => Date }) {
  const { secrets, now } = options;
  return engineResource(dataPushTargetDefinition, dataPushTargets, {
    beforeCreate(_tx, _caller, values) {
      const secret = typeof values.secret === 'string' ? values.secret : generateSecret();
      return { ...values, ...sealed(secrets, secret) };
    },
    beforeUpdate(_tx, _caller, values, before) {
      const out = { ...values };
      if (typeof out.secret === 'string') Object.assign(out, sealed(secrets, out.secret));
      else delete out.secret;
      // Any edit (not the enable/disable transitions, which set the state) resets abnormal.
      if (!('state' in out) && before.state === 'abnormal') out.state = 'normal';
      return out;
    },
    actions: {
      async sendTest(tx, _caller, row) {
        if (row.state === 'disabled') throw Conflict('error.dataPushTargetDisabled');
        const target = { id: row.id, customerId: row.customerId as number, name: row.name as string };
        const delivery = await enqueueDelivery(tx, target, testMessage(target, now()), now());
        return { id: delivery.id, messageId: delivery.messageId };
      },
      async rotateSecret(tx, caller, row): Promise<RotatedSecret> {
        const secret = generateSecret();
        const values = sealed(secrets, secret);
        // The old secret keeps signing beside the new one for a day, so the receiver can switch.
        const previousSecretExpiresAt = new Date(now().getTime() + PREVIOUS_SECRET_GRACE_MS);
        const [current] = await tx
          .select({ secret: dataPushTargets.secret })
          .from(dataPushTargets)
          .where(eq(dataPushTargets.id, row.id));
        await tx
          .update(dataPushTargets)
          .set({ ...values, previousSecret: current!.secret, previousSecretExpiresAt, updatedAt: now() })
          .where(eq(dataPushTargets.id, row.id));
        await recordLog(tx, caller, {
          action: 'rotateSecret',
          resource: 'dataPushTargets',
          resourceId: row.id,
          before: { secretHint: row.secretHint },
          after: { secretHint: values.secretHint },
          customerId: row.customerId as number,
        });
        return {
          secret,
          secretHint: values.secretHint as string,
          previousValidUntil: previousSecretExpiresAt.toISOString(),
        };
      },
    },
  });
}

/** The delivery log, read-only on the engine (replay is a route of its own). */
export const dataPushDeliveryResource = engineResource(dataPushDeliveryDefinition, dataPushDeliveries);
