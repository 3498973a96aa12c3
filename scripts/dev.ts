/**
 * `npm run dev`: the Koa API on PORT (5000) and Vite with HMR on 5173, proxying /api to it.
 */
import { createServer } from 'vite';
import { loadConfig } from '../backend/src/config';
import { startServer } from '../backend/src/server';

const config = loadConfig();
const api = await startServer(config);
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
console.log(`[dev] API on ${config.publicUrl}`);

async function stop(): Promise<void> {
  await vite.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
