/** The cache keys of bulletin types: every key starts with `bulletin-types`, so invalidating it refreshes all. */
export const bulletinTypeKeys = {
  all: ['bulletin-types'] as const,
  detail: (id: number) => ['bulletin-types', id] as const,
  history: (id: number) => ['bulletin-types', id, 'history'] as const,
};
