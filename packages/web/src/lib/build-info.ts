import { versionString } from '@bora/shared/version';

export const BUILD_HASH = __BUILD_HASH__;
export const BUILD_TIME = __BUILD_TIME__;

/** "0.3.0" plus the short build hash, as the footer and About show it. */
export const VERSION = versionString(BUILD_HASH);
