/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK?: 'on' | 'off';
}
