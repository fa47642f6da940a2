/// <reference types="vitest/config" />
import './tests/support/node20-polyfills';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/prerender.mjs';

export default defineConfig({
  plugins: [react(), prerender()],
  publicDir: 'public',
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/sandbox-pay': 'http://localhost:3000',
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
