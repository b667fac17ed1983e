/** A mistake in how a command was called: exit code 2 and the command's usage. */
export class UsageError extends Error {}
