import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_API_TARGET points /api at Prism (npm run dev:prism) or a real backend; the mock is then off.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:4010';
// Like Saber's dev proxy, /api is stripped: Prism and the BladeX gateway serve the bare paths.
const proxy = { '/api': { target: apiTarget, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') } };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { chunkSizeWarningLimit: 2000, manifest: true },
});
