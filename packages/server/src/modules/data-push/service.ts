import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DATA_PUSH_EVENTS,
  DATA_PUSH_PERSONAL_FIELDS,
  DATA_PUSH_TEST_EVENT,
  type DataPushEvent,
} from '@console/contract/resources/data-push';
import type { Db, Tx } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/runner';
import type { SecretBox } from '../../platform/secrets';
import { settleNotice } from '../visit-notices/settle';
import {
  dataPushDeliveries,
  dataPushFieldPolicies,
  dataPushTargets,
  type DataPushDelivery,
  type DataPushTarget,
} from './tables';

/** The durable job that makes one delivery attempt (payload `{ deliveryId }`). */
export const JOB_DATA_PUSH = 'data-push-delivery';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The Svix retry schedule: the first attempt at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
 * 10 h again for every further retry, up to the target's max reconnect count.
 */
export const RETRY_SCHEDULE_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return RETRY_SCHEDULE_MS[attempts] ?? 10 * HOUR;
}

/** How long one attempt may take before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 15 * SECOND;

/** A new Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks signature of one message: `v1,` and the base64 HMAC-SHA256, keyed with the
 * secret's base64 part, of `{id}.{timestamp}.{body}`.
 */
export function signMessage(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** How long a rotated-out secret still signs deliveries beside the new one. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * HOUR;

/**
 * The `webhook-signature` header: a signature with each secret in use, space-separated; the
 * receiver accepts the message when one of them verifies.
 */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signMessage(secret, id, timestamp, body)).join(' ');
}

/** The secrets a target signs with now: its own, and the previous one during its grace period. */
function signingSecrets(target: DataPushTarget, box: SecretBox, now: Date): string[] {
  const current = box.open(target.secret);
  const previousValid =
    target.previousSecret !== null &&
    target.previousSecretExpiresAt !== null &&
    target.previousSecretExpiresAt.getTime() > now.getTime();
  return previousValid ? [current, box.open(target.previousSecret!)] : [current];
}

export function newMessageId(): string {
  return `msg_${randomBytes(12).toString('base64url')}`;
}

/** The message body as Standard Webhooks lays it out: `{ type, timestamp, data }`. */
export interface PushMessage {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** Whether a target takes an event: its data type is chosen, and the event too when events are. */
export function subscribes(target: Pick<DataPushTarget, 'dataTypes' | 'events'>, event: DataPushEvent) {
  if (!target.dataTypes.includes(DATA_PUSH_EVENTS[event])) return false;
  return target.events.length === 0 || target.events.includes(event);
}

/** A delivery of `message` to `target`, with its first attempt scheduled now (in `tx`). */
export async function enqueueDelivery(
  tx: Tx | Db,
  target: Pick<DataPushTarget, 'id' | 'customerId'>,
  message: PushMessage,
  now: Date,
  messageId = newMessageId(),
): Promise<DataPushDelivery> {
  const [delivery] = await tx
    .insert(dataPushDeliveries)
    .values({
      customerId: target.customerId,
      targetId: target.id,
      event: message.type,
      messageId,
      payload: message,
      // The job clock's time (the log's times and "recover since" agree with the attempts).
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning();
  await scheduleJob(tx, {
    kind: JOB_DATA_PUSH,
    payload: { deliveryId: delivery!.id },
    runAt: now,
    key: `data-push:${delivery!.id}`,
    // Failed HTTP attempts are the delivery's own retries; the job retries only its own crashes.
    maxAttempts: 5,
  });
  return delivery!;
}

/** The personal fields a company lets its deliveries carry (none until it chooses some). */
export async function personalFieldsOf(tx: Tx | Db, customerId: number): Promise<string[]> {
  const [policy] = await tx
    .select({ fields: dataPushFieldPolicies.fields })
    .from(dataPushFieldPolicies)
    .where(eq(dataPushFieldPolicies.customerId, customerId));
  return policy?.fields ?? [];
}

/** `data` without the personal fields the company has not chosen, at any depth. */
export function withoutUnchosen(
  data: Record<string, unknown>,
  chosen: readonly string[],
): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key]) => !(DATA_PUSH_PERSONAL_FIELDS as readonly string[]).includes(key) || chosen.includes(key),
        )
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(data) as Record<string, unknown>;
}

/**
 * Push an event of a company to each of its targets that subscribe to it and are in the normal
 * state, in the caller's transaction: the deliveries exist exactly when the change commits. The
 * personal fields the company has not chosen are left out. Answers how many targets it goes to.
 */
export async function pushEvent(
  tx: Tx | Db,
  customerId: number,
  event: DataPushEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const targets = await tx
    .select({
      id: dataPushTargets.id,
      customerId: dataPushTargets.customerId,
      dataTypes: dataPushTargets.dataTypes,
      events: dataPushTargets.events,
    })
    .from(dataPushTargets)
    .where(and(eq(dataPushTargets.customerId, customerId), eq(dataPushTargets.state, 'normal')));
  const chosen = targets.filter((target) => subscribes(target, event));
  if (chosen.length === 0) return 0;
  const personal = await personalFieldsOf(tx, customerId);
  const message: PushMessage = {
    type: event,
    timestamp: now.toISOString(),
    data: withoutUnchosen(data, personal),
  };
  for (const target of chosen) await enqueueDelivery(tx, target, message, now);
  return chosen.length;
}

/** A test message to one target, whatever it subscribes to (the console's "send test"). */
export function testMessage(target: Pick<DataPushTarget, 'id' | 'name'>, now: Date): PushMessage {
  return {
    type: DATA_PUSH_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { targetId: target.id, name: target.name, message: 'This is a test delivery' },
  };
}

/** What one HTTP attempt ended with. */
interface Outcome {
  responseCode: number | null;
  error: string | null;
}

async function post(target: DataPushTarget, delivery: DataPushDelivery, secrets: string[], now: Date) {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'console-webhooks/1',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, delivery.messageId, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { responseCode: response.status, error: ok ? null : `HTTP ${response.status}` } satisfies Outcome;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return { responseCode: null, error: message.slice(0, 500) } satisfies Outcome;
  }
}

/**
 * One attempt of a pending delivery (the job's work): answered 2xx it is delivered; 410 Gone
 * disables the target; any other failure schedules the next attempt on the retry schedule, or,
 * past the target's max reconnect count, fails the delivery and marks the target abnormal.
 */
export async function attemptDelivery(
  db: Db,
  secrets: SecretBox,
  deliveryId: number,
  now: () => Date,
): Promise<void> {
  const [delivery] = await db.select().from(dataPushDeliveries).where(eq(dataPushDeliveries.id, deliveryId));
  if (!delivery || delivery.state !== 'pending') return;
  const [target] = await db.select().from(dataPushTargets).where(eq(dataPushTargets.id, delivery.targetId));
  if (!target) return;
  if (target.state === 'disabled') {
    await db
      .update(dataPushDeliveries)
      .set({ state: 'failed', error: 'target disabled', nextAttemptAt: null })
      .where(eq(dataPushDeliveries.id, deliveryId));
    return;
  }
  const outcome = await post(target, delivery, signingSecrets(target, secrets, now()), now());
  const at = now();
  const attempts = delivery.attempts + 1;
  const logged = { ...outcome, attempts, lastAttemptAt: at };
  await db.transaction(async (tx) => {
    const byId = eq(dataPushDeliveries.id, deliveryId);
    if (outcome.error === null) {
      await tx
        .update(dataPushDeliveries)
        .set({ ...logged, state: 'delivered', deliveredAt: at, nextAttemptAt: null })
        .where(byId);
      await settleNotice(tx, delivery, true);
      return;
    }
    const gone = outcome.responseCode === 410;
    if (gone || attempts > target.maxRetries) {
      await tx
        .update(dataPushDeliveries)
        .set({ ...logged, state: 'failed', nextAttemptAt: null })
        .where(byId);
      await settleNotice(tx, delivery, false);
      // A target disabled meanwhile stays disabled; an exhausted one becomes abnormal.
      await tx
        .update(dataPushTargets)
        .set({ state: gone ? 'disabled' : 'abnormal', updatedAt: at })
        .where(
          gone
            ? eq(dataPushTargets.id, target.id)
            : and(eq(dataPushTargets.id, target.id), eq(dataPushTargets.state, 'normal')),
        );
      return;
    }
    const next = new Date(at.getTime() + retryDelayMs(attempts));
    await tx
      .update(dataPushDeliveries)
      .set({ ...logged, nextAttemptAt: next })
      .where(byId);
    await scheduleJob(tx, {
      kind: JOB_DATA_PUSH,
      payload: { deliveryId },
      runAt: next,
      key: `data-push:${deliveryId}`,
      maxAttempts: 5,
    });
  });
}
