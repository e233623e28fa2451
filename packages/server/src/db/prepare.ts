import { seed, type SeededLogin, type SeedOptions } from '../seed/seed';
import type { Database } from './client';

/** Migrate and seed at start, one instance at a time (two starting together on an empty database). */
export function prepareDatabase(database: Database, options: SeedOptions): Promise<SeededLogin[]> {
  return database.exclusively(async () => {
    await database.migrate();
    return seed(database.db, options);
  });
}
