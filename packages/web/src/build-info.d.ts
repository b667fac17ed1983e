/** Short git commit of the build, set by vite.config.ts ('dev' outside a checkout). */
declare const __BUILD_HASH__: string;
/** ISO time of the build, set by vite.config.ts. */
declare const __BUILD_TIME__: string;
