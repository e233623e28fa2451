import path from 'node:path';
import { restorePglite, restorePostgres } from './modules/system-settings/restore';

/**
 * Restore a database backup (README "Backups and restore", ADR 0030):
 *   npm run restore -- <backup file> --data-dir <empty DATA_DIR>       (a .tar.gz of PGlite)
 *   npm run restore -- <backup file> --database-url <empty database>   (a .dump of pg_dump)
 */
async function main(args: string[]) {
  const [file, option, target] = args;
  if (!file || !target || (option !== '--data-dir' && option !== '--database-url')) {
    console.error('usage: restore <backup file> --data-dir <empty DATA_DIR> | --database-url <postgres://…>');
    return 64;
  }
  if (option === '--data-dir') {
    const dataDir = path.join(path.resolve(target), 'pglite');
    await restorePglite(path.resolve(file), dataDir);
    console.log(`restored into ${dataDir}; start the console with DATA_DIR=${path.resolve(target)}`);
  } else {
    await restorePostgres(path.resolve(file), target);
    console.log('restored; start the console with DATABASE_URL pointing at that database');
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
