// The worker's configuration, parsed once per isolate.
import { env } from 'cloudflare:workers';
import { parseConfig, type AppConfig } from '../config';

let config: AppConfig | null = null;

export function appConfig(): AppConfig {
  config ??= parseConfig(env as unknown as Record<string, unknown>);
  return config;
}
