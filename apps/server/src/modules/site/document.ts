import type { Language } from '@restaurant/contract/languages.ts';

export type ClientAssets = { script: string; styles: string[] };

/** The HTML document around a rendered page. */
export function renderDocument(
  page: { head: string; html: string; state: string },
  lang: Language,
  assets: ClientAssets,
): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#2f4a3a">
    <link rel="icon" href="/media/favicon.svg" type="image/svg+xml">
    ${page.head}
    ${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ')}
    <script type="module" src="${assets.script}"></script>
  </head>
  <body>
    <div id="root">${page.html}</div>
    ${page.state}
  </body>
</html>
`;
}
