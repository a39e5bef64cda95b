/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The OAuth client of the SPA (vite.config.ts: OAUTH_CLIENT_ID, default aibeike-web). */
  readonly VITE_OAUTH_CLIENT_ID: string;
  /** Its secret (vite.config.ts: OAUTH_CLIENT_SECRET, default aibeike-web-secret). */
  readonly VITE_OAUTH_CLIENT_SECRET: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
