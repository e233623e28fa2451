/** Types of scripts/console-front.mjs (a plain Node script, also imported by tests). */
export interface ConsoleFront {
  /** https://host:port, where browsers connect. */
  origin: string;
  /** The self-signed certificate (PEM), for a client to trust. */
  certificate: string;
  exited: Promise<unknown>;
  stop(): Promise<void>;
}
export function consoleFrontAvailable(): boolean;
export function startConsoleFront(options: { upstream: string; host?: string }): Promise<ConsoleFront>;
