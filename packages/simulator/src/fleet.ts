import { seededRandom } from './random';
import {
  SimulatedTerminal,
  type TerminalBehaviour,
  type TerminalIdentity,
  type TerminalStats,
} from './terminal';

export const DEFAULT_BEHAVIOUR: TerminalBehaviour = {
  keepalive: 30,
  telemetryMs: 5000,
  dropoutRate: 0.004,
  awayMs: [5000, 30_000],
  callRate: 0.01,
};

export interface FleetOptions {
  /** mqtt://host:1883 or ws://host:8080/mqtt */
  url: string;
  password: string;
  terminals: TerminalIdentity[];
  behaviour?: Partial<TerminalBehaviour>;
  seed?: number;
  /** Terminals connecting at the same time (a burst of thousands would look like an attack). */
  concurrency?: number;
  onError?: (error: Error, terminal: TerminalIdentity) => void;
}

export interface Fleet {
  terminals: SimulatedTerminal[];
  stats: TerminalStats;
  /** Resolves when every terminal has tried to connect once. */
  started: Promise<void>;
  stop(): Promise<void>;
}

/** Runs a fleet of simulated terminals against the broker. */
export function startFleet(options: FleetOptions): Fleet {
  const random = seededRandom(options.seed ?? 2026);
  const behaviour = { ...DEFAULT_BEHAVIOUR, ...options.behaviour };
  const stats: TerminalStats = { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 };
  const terminals = options.terminals.map(
    (identity) =>
      new SimulatedTerminal(identity, {
        url: options.url,
        password: options.password,
        behaviour,
        random,
        stats,
        onError: (error) => options.onError?.(error, identity),
      }),
  );
  let stopping = false;
  const started = (async () => {
    const queue = [...terminals];
    const workers = Array.from({ length: Math.max(1, options.concurrency ?? 50) }, async () => {
      for (let next = queue.shift(); next && !stopping; next = queue.shift()) await next.start();
    });
    await Promise.all(workers);
  })();
  return {
    terminals,
    stats,
    started,
    stop: async () => {
      stopping = true;
      await started;
      await Promise.all(terminals.map((t) => t.stop()));
    },
  };
}
