import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@restaurant/contract/languages.ts';
import { REPOSITORY_ROOT } from '#src/config.ts';
import { sendProblem } from '#src/plugins/errors.ts';

export const LOCALES_DIR = path.join(REPOSITORY_ROOT, 'apps/web/public/locales');

/** Serves the public dictionaries, read once at start-up. */
export function localeRoutes(app: FastifyInstance): void {
  const dictionaries = new Map(
    LANGUAGES.map((lang) => [
      `${lang}.json`,
      fs.readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8'),
    ]),
  );
  app.get<{ Params: { file: string } }>('/locales/:file', (request, reply) => {
    const body = dictionaries.get(request.params.file);
    if (!body) return sendProblem(reply, 404, 'Languages are hu, en and de.');
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });
}
