import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ambulanceHospitals } from './tables';
import { distanceMeters } from './track';

export interface Fence {
  id: number;
  lat: number;
  lng: number;
  radius: number;
}

/**
 * Which fences a fix is inside, and the crossings since the fences it was inside before: an
 * `enter` for each new one, an `exit` for each it left. A fence deleted meanwhile is no exit.
 */
export function crossings(
  before: ReadonlySet<number>,
  fences: readonly Fence[],
  fix: { lat: number; lng: number },
): { inside: Set<number>; events: { hospitalId: number; kind: 'enter' | 'exit' }[] } {
  const inside = new Set(fences.filter((f) => distanceMeters(f, fix) <= f.radius).map((f) => f.id));
  const known = new Set(fences.map((f) => f.id));
  const events: { hospitalId: number; kind: 'enter' | 'exit' }[] = [];
  for (const id of inside) if (!before.has(id)) events.push({ hospitalId: id, kind: 'enter' });
  for (const id of before)
    if (!inside.has(id) && known.has(id)) events.push({ hospitalId: id, kind: 'exit' });
  return { inside, events };
}

/** A company's enabled hospitals as fences, read at most every `cacheMs`. */
export class FenceCache {
  private readonly byCompany = new Map<number, { fences: Fence[]; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly defaultRadius: () => Promise<number>,
    private readonly cacheMs = 30_000,
  ) {}

  async of(customerId: number): Promise<Fence[]> {
    const cached = this.byCompany.get(customerId);
    if (cached && cached.until > Date.now()) return cached.fences;
    const radius = await this.defaultRadius();
    const rows = await this.db
      .select({
        id: ambulanceHospitals.id,
        lat: ambulanceHospitals.lat,
        lng: ambulanceHospitals.lng,
        radius: ambulanceHospitals.geofenceRadius,
      })
      .from(ambulanceHospitals)
      .where(and(eq(ambulanceHospitals.customerId, customerId), eq(ambulanceHospitals.enabled, true)));
    const fences = rows.map((row) => ({ ...row, radius: row.radius ?? radius }));
    if (this.byCompany.size > 10_000) this.byCompany.clear();
    this.byCompany.set(customerId, { fences, until: Date.now() + this.cacheMs });
    return fences;
  }

  forget() {
    this.byCompany.clear();
  }
}
