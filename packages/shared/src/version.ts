/** The product version; the web build appends its short build hash. */
export const APP_VERSION = '0.3.0';

/** Years in the footer's copyright line. */
export const COPYRIGHT_YEARS = '2024-2025';

/** Formats the version string the footer and About show: "0.3.0" plus the short build hash. */
export function versionString(buildHash: string | undefined): string {
  return buildHash ? `${APP_VERSION}+${buildHash}` : APP_VERSION;
}
