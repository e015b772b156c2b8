/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]`: the embedded
 * database of DATA_DIR, while Ordo is stopped. With DATABASE_URL set, PostgreSQL's own tools
 * apply (README, "Backups").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { backupPglite, restorePglite } from './backup.ts';
import { DataDirBusyError } from './data-dir-lock.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
const [command, file] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const config = loadConfig();
  if (config.databaseUrl)
    fail('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (see README).');
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 16).replace(/:/g, '-');
    const target = path.resolve(file ?? `ordo-backup-${stamp}.tar.gz`);
    await backupPglite(config.dataDir, target);
    console.log(`Backed up ${config.dataDir} to ${target}`);
  } else if (command === 'restore') {
    if (!file) fail('Usage: npm run restore -- <backup file> [--replace]');
    await restorePglite(path.resolve(file), config.dataDir, { replace: values.replace });
    console.log(`Restored ${file} into ${config.dataDir}; start Ordo as usual.`);
  } else fail('Usage: backup-cli.ts backup [file] | restore <file> [--replace]');
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) fail(error.message);
  if (error instanceof Error && !(error as NodeJS.ErrnoException).code) fail(error.message);
  throw error;
}
