/** The cache keys of authorities: every key starts with `authorities`, so invalidating it refreshes all. */
export const authorityKeys = {
  all: ['authorities'] as const,
  detail: (id: number) => ['authorities', id] as const,
  members: (id: number) => ['authorities', id, 'members'] as const,
  history: (id: number) => ['authorities', id, 'history'] as const,
  owned: (id: number, resource: string) => ['authorities', id, 'owned', resource] as const,
};
