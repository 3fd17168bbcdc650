import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_PATH, loginPath, returnPath } from '@restaurant/contract/admin-paths.ts';
import { INVITATION_PATH } from '@restaurant/contract/users.ts';
import type { Context } from '#src/context.ts';
import { readSessionCookie } from '#src/modules/auth/auth.cookies.ts';
import { authenticate } from '#src/modules/auth/auth.service.ts';
import {
  clientAssets,
  inlineStyle,
  renderAdminDocument,
  renderLoginDocument,
  readManifest,
} from '#src/modules/site/document.ts';
import { acceptedEncoding } from '#src/plugins/cached-answer.ts';
import { ADMIN_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from '#src/plugins/security.ts';

/** The screen a login goes on to unless it was asked from another. */
const FIRST_SCREEN = 'src/admin/pages/dashboard/dashboard-page.tsx';

/**
 * The admin's documents: the login, rendered here and usable before any script, and for every
 * other screen of the admin the app, rendered in the browser. A browser without a session cookie
 * is sent to the login (but for an invitation, which is opened before there is an account); an
 * address the admin does not know, to the home page, as any unknown address is.
 */
export async function adminDocumentRoutes(
  app: FastifyInstance,
  ctx: Context,
  dist: string,
): Promise<void> {
  const { renderLogin, isAdminScreen } = (await import(
    path.join(dist, 'server/entry-admin-server.js')
  )) as { renderLogin: () => string; isAdminScreen: (pathname: string) => boolean };
  const manifest = readManifest(dist, 'admin-manifest.json');
  const adminAssets = clientAssets(manifest, 'src/entry-admin.tsx');
  const login = clientAssets(manifest, 'src/entry-login.ts');
  const style = inlineStyle(
    login.styles.map((href) => fs.readFileSync(path.join(dist, 'client', href), 'utf8')).join('\n'),
  );
  const firstScreen = clientAssets(manifest, FIRST_SCREEN);
  const adminCode = [
    ...new Set([
      adminAssets.script,
      ...adminAssets.preloads,
      ...adminAssets.styles,
      firstScreen.script,
      ...firstScreen.preloads,
    ]),
  ];
  // The login document is the same for everyone: compressed once, in each encoding.
  const loginHtml = Buffer.from(renderLoginDocument(renderLogin(), login, style, adminCode));
  const loginForms = {
    br: zlib.brotliCompressSync(loginHtml),
    gzip: zlib.gzipSync(loginHtml, { level: 9 }),
  };
  const loginPolicy = pageContentSecurityPolicy(style.hash);

  const document = (reply: FastifyReply, policy: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-encoding')
      .header('content-security-policy', policy)
      .header('x-robots-tag', 'noindex, nofollow');

  // Someone still logged in goes on to where the login was asked from.
  app.get(LOGIN_PATH, async (request, reply) => {
    const token = readSessionCookie(request);
    if (token && (await authenticate(ctx, token).catch(() => null))) {
      const { from } = request.query as { from?: unknown };
      return document(reply, loginPolicy).redirect(
        returnPath(typeof from === 'string' ? from : null),
        303,
      );
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return document(reply, loginPolicy).send(loginHtml);
    return document(reply, loginPolicy)
      .header('content-encoding', encoding)
      .send(loginForms[encoding]);
  });

  // The dashboard, opened by /admin, is fetched with the app rather than after it has run.
  const dashboardAssets = {
    ...adminAssets,
    preloads: [...new Set([...adminAssets.preloads, firstScreen.script, ...firstScreen.preloads])],
    styles: [...new Set([...adminAssets.styles, ...firstScreen.styles])],
  };

  // The app's document names the signed-in member, as /api/auth/me would, so the app starts
  // without asking: personal, so it is never stored by the browser nor anything between.
  const sendAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAdminScreen(request.url.split('?')[0]!)) return reply.redirect('/', 302);
    const token = readSessionCookie(request);
    if (token === undefined && !request.url.startsWith(`${INVITATION_PATH}/`)) {
      return document(reply, ADMIN_CONTENT_SECURITY_POLICY).redirect(loginPath(request.url), 302);
    }
    const admin = token ? await authenticate(ctx, token).catch(() => null) : null;
    const member = admin && { username: admin.username, name: admin.name, role: admin.role };
    return document(reply, ADMIN_CONTENT_SECURITY_POLICY)
      .header('cache-control', 'no-store')
      .send(
        renderAdminDocument(request.url === '/admin' ? dashboardAssets : adminAssets, {
          timeZone: ctx.config.timeZone,
          session: token !== undefined,
          member,
        }),
      );
  };
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);
}
