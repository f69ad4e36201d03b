/** Build id injected by Vite (scripts/build-version-plugin.ts). */
declare const __BUILD_VERSION__: string;

interface Window {
  /** Set by /version.js (spec §7 version check). */
  __BOOSTER_VERSION__?: string | null;
}
