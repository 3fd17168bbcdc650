import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfig } from '#src/config.ts';
import { backupPath } from '#src/db/backup-schedule.ts';
import { backupDatabase, describeDatabase, restoreDatabase } from '#src/db/backup.ts';
import { assertWritable, whoElseUses } from '#src/db/in-use.ts';

const USAGE = `Usage:
  npm run db:backup -- [--out FILE]     copy the live database (default: into the backups folder)
  npm run db:restore -- FILE [--yes]    replace the database with a backup (asks first)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    yes: { type: 'boolean', short: 'y' },
    help: { type: 'boolean', short: 'h' },
  },
});

const config = loadConfig();
const options = { database: config.database, dir: config.backups.dir };
const [command, file] = positionals;

function size(file: string): string {
  const bytes = fs.statSync(file).size;
  return bytes < 1_048_576
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`;
}

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

async function run(): Promise<number> {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (command === 'backup' && !file) {
    const out = values.out
      ? path.resolve(invocationDir(), values.out)
      : backupPath(options, Date.now());
    assertWritable(out, config.backups.dir);
    await backupDatabase(config.database, out);
    console.log(`Backed up ${describeDatabase(config.database)} to ${out} (${size(out)}).`);
    return 0;
  }
  if (command === 'restore' && file && !values.out) {
    const backup = path.resolve(invocationDir(), file);
    if (!fs.existsSync(backup)) throw new Error(`${backup} does not exist.`);
    const busy = await whoElseUses(config.database);
    if (busy) throw new Error(`${busy} Nothing was changed.`);
    const taken = fs.statSync(backup).mtime.toISOString();
    console.log(
      `This replaces all content of ${describeDatabase(config.database)}, admin accounts included, ` +
        `with the backup ${backup} (${size(backup)}, written ${taken}).\n` +
        `The current database is saved to the backups folder before.`,
    );
    if (!values.yes && !(await confirm(`Type "yes" to restore: `))) {
      console.error(
        process.stdin.isTTY ? 'Nothing was changed.' : 'Nothing was changed (confirm with --yes).',
      );
      return 1;
    }
    const current =
      config.database.kind === 'postgres' || fs.existsSync(config.database.file)
        ? backupPath(options, Date.now(), 'before-restore')
        : null;
    if (current) {
      assertWritable(current, config.backups.dir);
      await backupDatabase(config.database, current);
      console.log(`Saved the current database to ${current}.`);
    }
    await restoreDatabase(config.database, backup);
    console.log(`Restored ${backup}. Start the server again; it migrates the restored database.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
