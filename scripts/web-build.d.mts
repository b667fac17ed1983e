/** The repository's root folder. */
export const root: string;
/** True when the web app has no build, or its sources changed since the last one. */
export function webBuildStale(): boolean;
/** Builds the web app when it is missing or stale; exits the process if the build fails. */
export function ensureWebBuilt(): void;
