import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig, type ManifestChunk, type Plugin } from 'vite';

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

/**
 * Before the public pages' build (the first of the two), removes from `assets/` what neither
 * manifest there names: the files of the builds before the one a running server may still be
 * serving. That one's stay beside the new build's until the next build, so that the server keeps
 * working until it is restarted. Without both manifests nothing is removed.
 */
function pruneOlderBuilds(): Plugin {
  return {
    name: 'prune-older-builds',
    apply: 'build',
    buildStart() {
      const { build, mode, root } = this.environment.config;
      if (build.ssr || mode === ADMIN_MODE) return;
      const client = path.resolve(root, build.outDir);
      const manifests = ['.vite/manifest.json', ADMIN_MANIFEST].map((file) =>
        path.join(client, file),
      );
      if (!manifests.every((file) => fs.existsSync(file))) return;
      const named = new Set(
        manifests.flatMap((file) =>
          Object.values(
            JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>,
          ).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
        ),
      );
      const assets = path.join(client, 'assets');
      for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
        if (!named.has(`assets/${file.replace(/\.(gz|br)$/, '')}`)) {
          fs.rmSync(path.join(assets, file));
        }
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
/**
 * The admin's browser code is a build of its own (`vite build --mode admin`), beside the public
 * pages' in the same folder with a manifest of its own: a module both use is in each, so that a
 * public page loads no chunk made for the admin (nor the admin's part of a contract module).
 */
const ADMIN_MODE = 'admin';
const ADMIN_MANIFEST = '.vite/admin-manifest.json';
/** What brings a public page to life: React's root and the site's frame around the page. */
const HYDRATE = 'src/site/hydrate.tsx';
/** The module whose dynamic imports are the public pages, each a chunk of its own. */
const PAGE_LOADER = 'src/site/pages/load-page.ts';
/** The booking page, whose form needs none of the lists of dishes and drinks. */
const BOOKING_PAGE = 'src/site/pages/reservation-page.tsx';
const graph = moduleGraph();

type Graph = Map<string, { imports: readonly string[]; dynamic: readonly string[] }>;

/**
 * The module graph of a browser build, read once it is complete and before the chunks are made,
 * for the chunk groups: the modules a module (by its id, or its file under `src`) reaches by
 * static imports, and the modules it imports dynamically.
 */
function moduleGraph(): {
  plugin: Plugin;
  reach: (module: string) => Set<string>;
  dynamicImports: (module: string) => readonly string[];
} {
  const modules: Graph = new Map();
  const reached = new Map<string, Set<string>>();
  const idOf = (module: string) =>
    modules.has(module)
      ? module
      : ([...modules.keys()].find((id) => id.endsWith(module.slice('src'.length))) ?? module);
  const reachOf = (id: string) => {
    const known = reached.get(id);
    if (known) return known;
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next) || !modules.has(next)) continue;
      seen.add(next);
      queue.push(...modules.get(next)!.imports);
    }
    reached.set(id, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: 'module-graph',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      modules.clear();
      reached.clear();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        modules.set(id, {
          imports: info?.importedIds ?? [],
          dynamic: info?.dynamicallyImportedIds ?? [],
        });
      }
    },
  };
  return {
    plugin,
    reach: (module) => reachOf(idOf(module)),
    dynamicImports: (module) => modules.get(idOf(module))?.dynamic ?? [],
  };
}

/** How many public pages reach a module by their static imports. */
const pagesReaching = (id: string) =>
  graph.dynamicImports(PAGE_LOADER).filter((page) => graph.reach(page).has(id)).length;

const REACT_GROUP = {
  name: 'react',
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  priority: 3,
};

/**
 * A public page loads React, the site's chunk and its own page beside its entry; a page that
 * lists dishes or drinks, the lists' chunk too.
 */
const SITE_GROUPS = [
  REACT_GROUP,
  // What the pages with dishes and drinks share: the lists, the allergen marks, the filter's panel.
  {
    name: 'lists',
    test: (id: string) =>
      !graph.reach(HYDRATE).has(id) && !graph.reach(BOOKING_PAGE).has(id) && pagesReaching(id) > 1,
    includeDependenciesRecursively: false,
    priority: 2,
  },
  // The site's frame (hydrate.tsx, which brings every page to life, and what it imports: one chunk
  // in place of two, as every page loads both) and what two or more pages share. The entry's own
  // few lines (which page this is, when to load it) stay in the entry.
  {
    name: 'site',
    test: (id: string) =>
      !graph.reach(SITE_ENTRY).has(id) && (graph.reach(HYDRATE).has(id) || pagesReaching(id) > 1),
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/** The server's build: the pages' shared parts apart from each page's own. */
const SERVER_GROUPS = [
  REACT_GROUP,
  {
    name: 'site',
    test: (id: string) =>
      /apps[\\/]web[\\/]src[\\/]site[\\/]|packages[\\/]/.test(id) &&
      !/contract[\\/]src[\\/]site\.ts$/.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/** What the login reaches is in no group of the admin's, so that it loads none of its chunks. */
const ADMIN_GROUPS = [
  REACT_GROUP,
  // The forms' libraries.
  {
    name: 'forms',
    // With zod's setting, which must run before any schema is made.
    test: (id: string) =>
      !graph.reach(LOGIN_ENTRY).has(id) &&
      /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|zod-config\.ts$/.test(id),
    includeDependenciesRecursively: false,
    priority: 2,
  },
  // The admin's shell and data layer: what two or more of its screens share.
  {
    name: 'admin',
    test: (id: string) => !graph.reach(LOGIN_ENTRY).has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), precompress(), pruneOlderBuilds(), graph.plugin],
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
    // The previous build's hashed files stay, so a server still running on it keeps working; the
    // builds before it are removed (pruneOlderBuilds).
    emptyOutDir: false,
    manifest: mode === ADMIN_MODE ? ADMIN_MANIFEST : true,
    // Every browser the site supports preloads modules itself.
    modulePreload: false,
    target: 'es2022',
    // Fonts stay files: a page fetches only the subsets its text needs, and the CSP needs no data:.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      input: isSsrBuild
        ? SERVER_ENTRIES
        : mode === ADMIN_MODE
          ? [ADMIN_ENTRY, LOGIN_ENTRY]
          : [SITE_ENTRY],
      output: {
        codeSplitting: {
          groups: isSsrBuild ? SERVER_GROUPS : mode === ADMIN_MODE ? ADMIN_GROUPS : SITE_GROUPS,
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
