/** The screen listing a bulletin type's deliveries, optionally narrowed to one state. */
export function deliveryLogPath(typeId: number, state?: string): string {
  return `/bulletin-types/${typeId}/deliveries${state ? `?state=${state}` : ''}`;
}
