import { createBackend } from './backend.ts';
import { loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const backend = await createBackend(config);

backend.server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `port ${config.port} is in use: set BACKEND_PORT` : error.message);
  process.exit(1);
});
backend.server.listen(config.port, '127.0.0.1', () => {
  console.log(`backend ready on http://127.0.0.1:${config.port}`);
});

function shutdown(signal: string): void {
  console.log(`backend stopping (${signal})`);
  void backend.close().then(() => process.exit(0));
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
