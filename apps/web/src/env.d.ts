/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API (e.g. https://api.example.ac.kr); the page's own origin when unset. */
  readonly VITE_API_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
