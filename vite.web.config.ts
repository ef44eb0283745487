// Vite config for browser mode: builds src/renderer into dist-web/, served by src/host/server.ts.
import vue from '@vitejs/plugin-vue';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  plugins: [vue()],
  // Monaco + monaco-yaml: ES workers; pre-bundle the YAML worker so a first dev load does not reload.
  worker: { format: 'es' },
  optimizeDeps: { include: ['monaco-yaml/yaml.worker.js'] },
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000, // Monaco (editor view, lazy-loaded) is ~2.5 MB on its own
  },
});
