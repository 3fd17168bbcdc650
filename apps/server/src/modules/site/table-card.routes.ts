import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@restaurant/contract/languages.ts';
import { TABLE_CARD_PATH } from '@restaurant/contract/site.ts';
import { TableCardSchema } from '@restaurant/contract/table-card.ts';
import type { Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { qrCodePng, qrCodeSvg } from '#src/lib/qr-code.ts';

const FILES = { svg: '/qr/menu-qr.svg', png: '/qr/menu-qr.png' } as const;

/** The PNG is drawn for a print shop: 1200 px is 10 cm at 300 dpi. */
const PNG_WIDTH = 1200;

/**
 * The language a browser asks for first among the site's (Accept-Language, by weight and then
 * order); English for a browser that names only other languages (a French or Italian phone), and
 * Hungarian, the site's own, for one that names none or any (`*`).
 */
export function preferredLanguage(header: string | undefined): Language {
  const named = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0]!, weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.weight > 0 && /^[a-z]{2,8}$/.test(entry.lang));
  const asked = named
    .filter((entry) => LANGUAGES.includes(entry.lang as Language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  if (asked[0]) return asked[0].lang as Language;
  return named.length > 0 ? 'en' : 'hu';
}

/**
 * The table cards' short address, which sends each guest to the menu in the language their
 * browser prefers, and its QR code as SVG and PNG for the restaurant's print shop. The code
 * holds PUBLIC_URL's address.
 */
export async function tableCardRoutes(app: FastifyInstance, origin: string): Promise<void> {
  const target = `${origin}${TABLE_CARD_PATH}`;
  const svg = await qrCodeSvg(target);
  const png = await qrCodePng(target, PNG_WIDTH);

  // Each guest's answer depends on their browser, so no shared cache may keep it.
  app.get(TABLE_CARD_PATH, (request, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Accept-Language')
      .redirect(`/menu?lang=${preferredLanguage(request.headers['accept-language'])}`, 302),
  );

  const file = (type: string, name: string, body: string | Buffer) =>
    app.get(name, (request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=3600')
        .header(
          'content-disposition',
          `${'download' in (request.query as object) ? 'attachment' : 'inline'}; filename="${name.slice(4)}"`,
        )
        .send(body),
    );
  file('image/svg+xml', FILES.svg, svg);
  file('image/png', FILES.png, png);
}

/** For the admin's table cards: the address the QR code holds and the code's files. */
export function tableCardApiRoutes(api: Api, ctx: Context): void {
  api.get(
    '/table-card',
    {
      schema: {
        tags: ['restaurant'],
        summary: "The table cards' short address (in their QR code) and the code as SVG and PNG",
        response: { 200: TableCardSchema },
      },
    },
    () => ({ url: `${ctx.config.publicUrl}${TABLE_CARD_PATH}`, ...FILES }),
  );
}
