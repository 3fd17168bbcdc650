import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every built asset so that the server sends them without compressing.
 * The .gz is Zopfli's: a valid gzip stream about 3 % smaller than zlib's best, made once here.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json|html)$/.test(file));
      for (const file of files) {
        const full = path.join(options.dir!, file);
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${full}.gz`, await gzipAsync(content, { numiterations: 15 }));
      }
    },
  };
}

const require = createRequire(import.meta.url);
const SITE_ENTRY = 'src/entry-client.tsx';
const ADMIN_ENTRY = 'src/entry-admin.tsx';
/** The admin's login document: its few lines of script, without React. */
const LOGIN_ENTRY = 'src/entry-login.ts';
/** What the server renders: the public pages and the admin's login screen. */
const SERVER_ENTRIES = ['src/entry-server.tsx', 'src/entry-admin-server.tsx'];
const wings = wingsOfModules();

type Wing = 'site' | 'admin' | 'login' | 'both';

/**
 * Which entry reaches each module (statically or by a dynamic import), worked out once the module
 * graph is complete and before the chunks are made: the chunk groups put a module that only the
 * admin reaches where no public page loads it, and the other way round. What the login reaches is
 * in no group of the admin's, so that the login loads none of the admin's chunks.
 */
function wingsOfModules(): { plugin: Plugin; of: (id: string) => Wing | undefined } {
  const reached = { site: new Set<string>(), admin: new Set<string>(), login: new Set<string>() };
  const plugin: Plugin = {
    name: 'wings-of-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      const ids = [...this.getModuleIds()];
      for (const [wing, entry] of [
        ['site', SITE_ENTRY],
        ['admin', ADMIN_ENTRY],
        ['login', LOGIN_ENTRY],
      ] as const) {
        const seen = reached[wing];
        const queue = ids.filter((id) => id.endsWith(entry.slice('src'.length)));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
        }
      }
    },
  };
  const of = (id: string): Wing | undefined => {
    const site = reached.site.has(id);
    const login = reached.login.has(id);
    const admin = reached.admin.has(id);
    if (site) return admin || login ? 'both' : 'site';
    return login ? 'login' : admin ? 'admin' : undefined;
  };
  return { plugin, of };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), wings.plugin],
  // React Router's package points every import condition at its development build, whose
  // warnings and checks the browser need not download.
  ...(!isSsrBuild && {
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: require
            .resolve('react-router')
            .replace(/development([\\/]index)\.m?js$/, 'production$1.mjs'),
        },
      ],
    },
  }),
  build: {
    outDir: 'dist/client',
    // Earlier hashed files stay, so a server still running on the previous build keeps working.
    emptyOutDir: false,
    manifest: true,
    // Every browser the site supports preloads modules itself.
    modulePreload: false,
    target: 'es2022',
    // Fonts stay files: a page fetches only the subsets its text needs, and the CSP needs no data:.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // The public pages never load the admin's code, the admin (its login too) none of the site's.
    rollupOptions: {
      input: isSsrBuild ? SERVER_ENTRIES : [SITE_ENTRY, ADMIN_ENTRY, LOGIN_ENTRY],
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            // What both load beyond React: the contract's rules and the shared styles' helpers.
            {
              name: 'common',
              test: (id: string) => wings.of(id) === 'both',
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // A public page loads three chunks beside its entry: React, the site's frame and live
            // parts (what two or more pages share), and its own page.
            {
              name: 'site',
              // The entry's own few lines (which page this is) stay in the entry.
              test: (id: string) =>
                // Wings are known in the browser's build; the server's has the site alone.
                [undefined, 'site'].includes(wings.of(id)) &&
                /apps[\\/]web[\\/]src[\\/]site[\\/]|packages[\\/]/.test(id) &&
                !/contract[\\/]src[\\/]site\.ts$/.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The forms' libraries.
            {
              name: 'forms',
              // With zod's setting, which must run before any schema is made.
              test: (id: string) =>
                wings.of(id) === 'admin' &&
                /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|zod-config\.ts$/.test(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The admin's shell and data layer: what two or more of its screens share.
            {
              name: 'admin',
              test: (id: string) => wings.of(id) === 'admin',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // The server renders with React's production build whatever NODE_ENV it runs with: React is
  // bundled into the server entry, and its development checks are compiled away.
  ...(isSsrBuild && {
    ssr: { noExternal: ['react', 'react-dom', 'scheduler'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
