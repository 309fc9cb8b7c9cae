declare module 'cloudflare:workers' {
  interface KvNamespace {
    get(key: string, type: 'json'): Promise<unknown>;
    put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  }
  export const env: { SESSION: KvNamespace; LIST_URL: string };
}
