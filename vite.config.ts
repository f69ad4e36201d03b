import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { buildVersionPlugin } from './scripts/build-version-plugin.ts';
import { bundleBudgetPlugin } from './scripts/bundle-budget/bundle-budget-plugin.ts';
import { ROUTE_BUDGETS } from './scripts/bundle-budget/route-budgets.ts';
import { chunkName, vendorChunkGroups } from './scripts/chunk-groups.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

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
    }),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': srcDir } },
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
      output: {
        codeSplitting: { groups: vendorChunkGroups() },
        chunkFileNames: (chunk) => `assets/${chunkName(chunk, srcDir)}-[hash].js`,
      },
    },
  },
});
