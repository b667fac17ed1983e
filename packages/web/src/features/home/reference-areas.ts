/** The reference-data screens Home points to, each with its sprite icon and its text keys. */
export const referenceAreas = [
  { to: '/bulletin-types', icon: 'it-files', key: 'home.areas.bulletinTypes' },
  { to: '/data-types', icon: 'it-list', key: 'home.areas.dataTypes' },
  { to: '/icons', icon: 'it-star-outline', key: 'home.areas.icons' },
  { to: '/icon-compare', icon: 'it-copy', key: 'home.areas.iconCompare' },
  { to: '/venues', icon: 'it-map-marker', key: 'home.areas.venues' },
  { to: '/authorities', icon: 'it-presentation', key: 'home.areas.authorities' },
] as const;
