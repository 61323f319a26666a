import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { avatars } from './scripts/build/avatars'
import { precompress } from './scripts/build/precompress'

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [tailwindcss(), avatars(), precompress()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@content': path.resolve(import.meta.dirname, 'content'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // No preload lists for lazy screens: the list of every screen's chunks sat in the entry
    // (about 4 KB brotli of the first view's JavaScript); a screen's chunk now fetches its
    // shared chunks when it runs, one round trip later (decision 142).
    modulePreload: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // Radix ships "use client" directives, meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000', '/healthz': 'http://127.0.0.1:5000' } },
})
