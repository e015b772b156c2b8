import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.ORDO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The server swaps this placeholder for a fresh nonce on every index.html it serves, so the
  // content security policy can forbid every <style> it did not hand out (DESIGN §9).
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/v1', '/v2', '/v3', '/socket.io', '/healthz', '/readyz'].map((path) => [
        path,
        { target: apiTarget, ws: path === '/socket.io' },
      ]),
    ),
  },
});
