/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API (e.g. https://api.example.ac.kr); the page's own origin when unset. */
  readonly VITE_API_HOST?: string;
  /** Opening day (YYYY-MM-DD, Seoul): "/" shows the pre-launch teaser before it; unset → "/" goes to /main. */
  readonly VITE_LAUNCH_DATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
