import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';

/** Mosquitto's Dynamic Security plugin listens here and answers on `.../response`. */
const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;
const ANSWER_WITHIN_MS = 10_000;

export interface DynsecCommand {
  command: string;
  [field: string]: unknown;
}

export interface DynsecResponse {
  command: string;
  error?: string;
  data?: unknown;
}

interface Waiting {
  resolve(responses: DynsecResponse[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A connection to the broker as a Dynamic Security admin (the user in `MQTT_URL`). One message
 * carries a batch of commands; the plugin runs them in order and answers with one response each,
 * matched to the batch by `correlationData`.
 */
export class DynsecControl {
  private readonly waiting = new Map<string, Waiting>();

  private constructor(private readonly client: MqttClient) {
    // Mosquitto disconnects a user's clients when their roles change, this one included.
    client.on('close', () => this.failAll(new Error('connection to the MQTT broker lost')));
    client.on('message', (topic, payload) => {
      if (topic !== RESPONSE_TOPIC) return;
      let responses: (DynsecResponse & { correlationData?: string })[];
      try {
        responses = (JSON.parse(payload.toString()) as { responses: typeof responses }).responses;
      } catch {
        return;
      }
      const batch = responses[0]?.correlationData;
      const waiter = batch ? this.waiting.get(batch) : undefined;
      if (!waiter || !batch) return; // another admin's answer
      this.waiting.delete(batch);
      clearTimeout(waiter.timer);
      waiter.resolve(responses);
    });
  }

  /** Connects and subscribes to the answers; refuses clearly when the user is no dynsec admin. */
  static async connect(url: string, onError: (error: unknown) => void): Promise<DynsecControl> {
    const client = mqtt.connect(url, {
      clientId: `console-dynsec-${randomUUID().slice(0, 8)}`,
      protocolVersion: 5,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 5000,
    });
    client.on('error', onError);
    try {
      await new Promise<void>((resolve, reject) => {
        // A refused login ends the wait; a broker still starting gets the 10 s to come up.
        const refused = (error: Error) => {
          if (typeof (error as { code?: unknown }).code !== 'number') return;
          done();
          reject(new Error(`MQTT broker ${redact(url)} refused the login: ${error.message}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`MQTT broker ${redact(url)} not reachable`));
        }, 10_000);
        const done = () => {
          clearTimeout(timer);
          client.off('error', refused);
        };
        client.on('error', refused);
        client.once('connect', () => {
          done();
          resolve();
        });
      });
      const granted = await client.subscribeAsync(RESPONSE_TOPIC, { qos: 1 }).catch(() => null);
      if (!granted || granted.some((g) => g.qos > 2)) throw notAdmin(url);
    } catch (error) {
      client.end(true);
      throw error;
    }
    const control = new DynsecControl(client);
    // The plugin answers even a harmless read: no answer means no plugin or no admin rights.
    await control.run([{ command: 'getDefaultACLAccess' }]).catch(() => {
      control.close();
      throw notAdmin(url);
    });
    return control;
  }

  /**
   * Like `run`, across the disconnection a role change of this user causes: waits for the
   * reconnection and sends again. Only for commands that may safely run twice (reads).
   */
  async runAgain(commands: DynsecCommand[]): Promise<DynsecResponse[]> {
    for (let attempt = 1; ; attempt++) {
      await this.reconnected();
      try {
        return await this.run(commands);
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  private reconnected(): Promise<void> {
    if (this.client.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('MQTT broker did not take the connection back')),
        10_000,
      );
      this.client.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Sends one batch; resolves with the plugin's response to each command, in order. */
  run(commands: DynsecCommand[]): Promise<DynsecResponse[]> {
    const batch = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(batch);
        reject(new Error(`no answer on ${RESPONSE_TOPIC} within ${ANSWER_WITHIN_MS} ms`));
      }, ANSWER_WITHIN_MS);
      this.waiting.set(batch, { resolve, reject, timer });
      const payload = JSON.stringify({ commands: commands.map((c) => ({ ...c, correlationData: batch })) });
      // QoS 0: a command lost with the connection is not replayed behind the caller's back.
      this.client.publish(CONTROL_TOPIC, payload, { qos: 0 }, (error) => {
        if (!error) return;
        this.waiting.delete(batch);
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  private failAll(error: Error) {
    for (const [batch, waiter] of this.waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
      this.waiting.delete(batch);
    }
  }

  close(): Promise<void> {
    this.failAll(new Error('closed'));
    return new Promise((resolve) => this.client.end(false, {}, () => resolve()));
  }
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function notAdmin(url: string): Error {
  const user = decodeURIComponent(new URL(url).username);
  return new Error(
    `MQTT_DYNSEC: the broker did not answer on ${CONTROL_TOPIC}: load Mosquitto's Dynamic Security plugin and make "${user}" (the user in MQTT_URL) a dynsec admin (mosquitto_ctrl dynsec init)`,
  );
}
