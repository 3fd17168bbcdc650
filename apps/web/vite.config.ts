import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every built asset so that the server sends them without compressing. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
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
    target: 'es2022',
    // Fonts stay files: a page fetches only the subsets its text needs, and the CSP needs no data:.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Two entries: the public pages never load the admin's code.
    rollupOptions: { input: ['src/entry-client.tsx', 'src/entry-admin.tsx'] },
  },
  // The server renders with React's production build whatever NODE_ENV it runs with: React is
  // bundled into the server entry, and its development checks are compiled away.
  ...(isSsrBuild && {
    ssr: { noExternal: ['react', 'react-dom', 'scheduler'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
