import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { buildVersionPlugin } from './scripts/build-version-plugin.ts';
import { bundleBudgetPlugin } from './scripts/bundle-budget/bundle-budget-plugin.ts';
import { PAGE_ROUTES, ROUTE_BUDGETS } from './scripts/bundle-budget/route-budgets.ts';
import { chunkName, INLINE_SMALL_SHARED_CHUNKS, vendorChunkGroups } from './scripts/chunk-groups.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { signInPagePlugin } from './scripts/sign-in-page-plugin.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8787}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes' }),
    react(),
    tailwindcss(),
    buildVersionPlugin(),
    bundleBudgetPlugin({
      budgets: ROUTE_BUDGETS,
      routesDir: fileURLToPath(new URL('./src/routes', import.meta.url)),
      pages: PAGE_ROUTES,
    }),
    precompressPlugin(),
    signInPagePlugin(),
  ],
  resolve: { alias: { '@': srcDir } },
  // Texts as one JSON.parse string each instead of a module with an export per key: smaller, and parsed faster.
  json: { namedExports: false, stringify: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/web/conf': { target: apiTarget },
      '/version.js': { target: apiTarget },
      '/openapi.json': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app, and the sign-in page the server sends for the sign-in paths (src/lib/sign-in-page-paths.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'sign-in': fileURLToPath(new URL('./sign-in.html', import.meta.url)),
      },
      // Inlining small shared chunks (below) drops exports the entries do not use, which this app has none of.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: vendorChunkGroups(),
          experimentalInlineCommonChunks: INLINE_SMALL_SHARED_CHUNKS,
        },
        chunkFileNames: (chunk) => `assets/${chunkName(chunk, srcDir)}-[hash].js`,
      },
    },
  },
});
