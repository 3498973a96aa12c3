/**
 * One app node of the cluster test, as a process of its own: the server of `npm start` without the app
 * build (the cluster test calls the API only). SIGTERM drains and exits like `npm start`.
 */
import { loadConfig } from '../../backend/src/config';
import { startServer } from '../../backend/src/server';

const running = await startServer(loadConfig());
const address = running.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
