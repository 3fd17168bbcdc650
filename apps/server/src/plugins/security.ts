import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  // Nothing on these pages sets a <base>; refusing it stops injected markup from redirecting relative URLs.
  baseUri: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The map, which the guest loads with a click.
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** Browser features no page of the site uses, refused to the pages and to anything they embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const written = (directives: typeof DIRECTIVES) =>
  Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');

/** The same policy for a page that may also use its one inlined stylesheet: a public page, the login. */
export function pageContentSecurityPolicy(styleHash: string): string {
  return written({ ...DIRECTIVES, styleSrc: [...DIRECTIVES.styleSrc, styleHash] });
}

/** The same policy for the admin, whose profile screen shows map tiles when the owner asks. */
export const ADMIN_CONTENT_SECURITY_POLICY = written({
  ...DIRECTIVES,
  imgSrc: [...DIRECTIVES.imgSrc, 'https://tile.openstreetmap.org'],
});

/**
 * The headers helmet sets with the site's options, worked out once: run as a Fastify plugin,
 * helmet builds its middleware (parsing the policy) anew for every request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Strict headers on every response; pages that need more relax them per route. */
export function registerSecurity(app: FastifyInstance): void {
  const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
