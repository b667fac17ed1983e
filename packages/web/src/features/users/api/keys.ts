/** The users admin's cache keys, apart from `['users', 'me']` so that its changes never reload the current user. */
export const userKeys = {
  all: ['users', 'admin'] as const,
  byUsername: (username: string) => ['users', 'admin', 'by-username', username.toLowerCase()] as const,
  /** Under the user's own key: reading the user again reads their history too. */
  history: (username: string) =>
    ['users', 'admin', 'by-username', username.toLowerCase(), 'history'] as const,
};
