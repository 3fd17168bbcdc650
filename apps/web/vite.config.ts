import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
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
    // Two entries: the public pages never load the admin's code.
    rollupOptions: {
      input: ['src/entry-client.tsx', 'src/entry-admin.tsx'],
      // A public page loads three chunks beside its entry: React, the site's frame and live parts
      // (what two or more pages share), and its own page.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'site',
              // The entry's own few lines (which page this is) stay in the entry.
              test: (id: string) =>
                /apps[\\/]web[\\/]src[\\/]site[\\/]|packages[\\/]/.test(id) &&
                !/contract[\\/]src[\\/]site\.ts$/.test(id),
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
