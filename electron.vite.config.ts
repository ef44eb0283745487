// Build config for the Electron shell: main (ESM), preload (one CommonJS file, as a sandboxed preload must be),
// renderer (the Vue app in src/renderer). Building needs no Electron binary; running does.
import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

// `--mode shell` (npm run typecheck) builds main and preload only: the renderer bundle is the same sources as the
// browser-mode build (vite.web.config.ts), which the tests build once.
export default defineConfig(({ mode }) => ({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // The worker threads are further entries: src/host/playtests.ts starts `playtest-worker.js` and
      // src/host/replay-listing.ts `replay-summary-worker.js` from beside the built main script (no TypeScript
      // loader in the packaged app).
      lib: {
        entry: {
          index: resolve(root, 'src/main/index.ts'),
          'playtest-worker': resolve(root, 'src/host/playtest-worker.ts'),
          'replay-summary-worker': resolve(root, 'src/host/replay-summary-worker.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload can only `require('electron')`: bundle everything else into one CJS file.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'src/preload/index.ts'), formats: ['cjs'], fileName: () => 'index.cjs' },
    },
  },
  renderer:
    mode === 'shell'
      ? undefined
      : {
          root: resolve(root, 'src/renderer'),
          plugins: [vue()],
          worker: { format: 'es' },
          optimizeDeps: { include: ['monaco-yaml/yaml.worker.js'] },
          build: {
            outDir: resolve(root, 'out/renderer'),
            emptyOutDir: true,
            rolldownOptions: { input: resolve(root, 'src/renderer/index.html') },
          },
        },
}));
