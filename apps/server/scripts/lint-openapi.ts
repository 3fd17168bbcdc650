import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#src/app.ts';
import { REPOSITORY_ROOT, loadConfig } from '#src/config.ts';

/**
 * Writes the OpenAPI document of a freshly built app (on a throwaway database, never listening) to
 * a temporary file and lints it with Redocly's recommended rules and Spectral's spectral:oas rules.
 * Fails when either linter reports an error; warnings are printed but pass.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: path.join(dir, 'openapi.db'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config);
  await app.ready();
  const documentFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentFile, JSON.stringify(app.swagger(), null, 2));
  await app.close();

  const rulesetFile = path.join(dir, 'spectral.json');
  fs.writeFileSync(rulesetFile, JSON.stringify({ extends: ['spectral:oas'] }));
  const bin = (name: string) => path.join(REPOSITORY_ROOT, 'node_modules/.bin', name);
  const linters = [
    [bin('redocly'), 'lint', '--extends=recommended', documentFile],
    [bin('spectral'), 'lint', '--ruleset', rulesetFile, '--fail-severity=error', documentFile],
  ];
  let failed = false;
  for (const [command, ...args] of linters) {
    const run = spawnSync(command!, args, {
      stdio: 'inherit',
      // A check, not a session: no usage reports and no update notices.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    failed ||= run.status !== 0;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
