/** The oldest Node.js Bora runs on, as the root package.json's `engines` says. */
export const MINIMUM_NODE: string;
/**
 * Why Node.js `version` (e.g. `process.versions.node`), found at `execPath`, cannot run Bora;
 * undefined when it can.
 */
export function nodeVersionProblem(version: string, execPath?: string): string | undefined;
/** Ends the process, saying why, when the running Node.js cannot run Bora. */
export function refuseUnsupportedNode(): void;
