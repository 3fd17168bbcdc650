import type { Language } from '@restaurant/contract/languages.ts';

/** What a message says, in order: sentences, labelled facts and links. */
export type Block =
  | { kind: 'line'; text: string }
  | { kind: 'facts'; rows: Array<[string, string]> }
  | { kind: 'links'; lead?: string; links: Array<{ label: string; url: string }> };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The plain text and the HTML of a message: the restaurant's name first, as the heading, then the
 * blocks. The HTML is a whole document in the message's language, readable on a phone, with no
 * pictures, styles from elsewhere or tracking.
 */
export function mailDocument(options: {
  lang: Language;
  title: string;
  heading: string;
  blocks: Block[];
}): { text: string; html: string } {
  const text = [
    options.heading,
    '',
    ...options.blocks.flatMap((block) => {
      if (block.kind === 'line') return [block.text, ''];
      if (block.kind === 'facts') return [...block.rows.map(([k, v]) => `${k}: ${v}`), ''];
      return [
        ...(block.lead ? [block.lead] : []),
        ...block.links.map((link) => `${link.label}: ${link.url}`),
        '',
      ];
    }),
  ]
    .join('\n')
    .trimEnd();
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${options.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(options.title)}</title>`,
    '</head>',
    '<body style="font-family:sans-serif;line-height:1.5;margin:0;padding:16px;max-width:40em">',
    `<h1 style="font-size:1.4em">${escape(options.heading)}</h1>`,
    ...options.blocks.map((block) => {
      if (block.kind === 'line') return `<p>${escape(block.text)}</p>`;
      if (block.kind === 'facts') {
        const rows = block.rows.map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;padding-right:1em">${escape(k)}</th><td>${escape(v)}</td></tr>`,
        );
        return `<table>${rows.join('')}</table>`;
      }
      const links = block.links.map(
        (link) => `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`,
      );
      return [...(block.lead ? [`<p>${escape(block.lead)}</p>`] : []), ...links].join('\n');
    }),
    '</body>',
    '</html>',
  ].join('\n');
  return { text, html };
}
