import type { FastifyReply } from 'fastify';
import type { CachedData, DataChanges } from './db';

/**
 * A bounded in-memory map, emptied whenever the database announces a write to the data it was
 * made from (migrations 0015 and 0016's NOTIFY, ADR 0009 and 0010); bypassed once announcements
 * can no longer be heard. Only a cache: every entry can be loaded again at the cost of a query.
 */
export class DataCache<V> {
  readonly #entries = new Map<string, V>();
  /** Bumped by every clear: a load that started before one must not store its answer. */
  #generation = 0;

  constructor(
    private readonly changes: DataChanges,
    data: CachedData,
    private readonly maxEntries: number,
  ) {
    changes.on(data, () => this.clear());
  }

  get(key: string): V | undefined {
    return this.changes.inline ? this.#entries.get(key) : undefined;
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** The entry, or what `load` answers (kept unless null or a write was announced meanwhile). */
  async through<T extends V | null>(key: string, load: () => Promise<T>): Promise<V | T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== null && generation === this.#generation && this.changes.inline) {
      // The oldest entry makes room.
      if (this.#entries.size >= this.maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, value);
    }
    return value;
  }
}

/**
 * Answer with the body kept under `key`, or load it, serialise it by the route's response schema
 * and keep that text: a hit then costs neither a query nor a serialisation (ADR 0010).
 */
export async function sendCached(
  reply: FastifyReply,
  bodies: DataCache<string>,
  key: string,
  load: () => Promise<unknown>,
) {
  // The zod serializer compiler answers JSON text.
  const body = await bodies.through(key, async () => reply.serialize(await load()) as string);
  // Fastify sends JSON text as it is; the typed `send` expects the object the schema describes.
  return reply.type('application/json; charset=utf-8').send(body as never);
}
