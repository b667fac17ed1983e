import type { BulletinSummary } from '@bora/shared/bulletin';

/** What a bulletin is called in lists: its title, or its type's name until a title is written. */
export function bulletinTitle(bulletin: Pick<BulletinSummary, 'title' | 'bulletin_type'>): string {
  return bulletin.title || bulletin.bulletin_type.name;
}
