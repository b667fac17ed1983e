/** How many items a list page holds unless asked otherwise, and at most (no zod here: Home reads it). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
