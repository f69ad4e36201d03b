interface Window {
  /** Set by /version.js (spec §7 version check). */
  __BOOSTER_VERSION__?: string | null;
}
