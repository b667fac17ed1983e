/** A marker's box on the map, in pixels: its centre (where its venue is) and its size. */
export type MarkerBox = { x: number; y: number; width: number; height: number };
export type Offset = { dx: number; dy: number };

/** Pixels kept between two markers moved apart. */
const GAP = 4;
/** Rounds of moving apart; a handful settle a cluster of a few markers. */
const ROUNDS = 40;

/**
 * How far to move each marker so that none covers another (two venues a few kilometres apart, seen
 * from afar): each overlapping pair is pushed apart along the axis that frees them soonest, half
 * each, until no two overlap or the rounds run out. A marker that covers nothing stays on its venue.
 */
export function spreadApart(boxes: readonly MarkerBox[]): Offset[] {
  const at = boxes.map((box) => ({ x: box.x, y: box.y }));
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as MarkerBox;
        const b = boxes[j] as MarkerBox;
        const p = at[i] as { x: number; y: number };
        const q = at[j] as { x: number; y: number };
        const overlapX = (a.width + b.width) / 2 + GAP - Math.abs(p.x - q.x);
        const overlapY = (a.height + b.height) / 2 + GAP - Math.abs(p.y - q.y);
        if (overlapX <= 0 || overlapY <= 0) continue;
        moved = true;
        // The one further left (or up; the first of the two when level) goes that way.
        if (overlapX < overlapY) {
          const sign = p.x < q.x || (p.x === q.x && i < j) ? -1 : 1;
          p.x += (sign * overlapX) / 2;
          q.x -= (sign * overlapX) / 2;
        } else {
          const sign = p.y < q.y || (p.y === q.y && i < j) ? -1 : 1;
          p.y += (sign * overlapY) / 2;
          q.y -= (sign * overlapY) / 2;
        }
      }
    }
    if (!moved) break;
  }
  return boxes.map((box, index) => {
    const place = at[index] as { x: number; y: number };
    return { dx: Math.round(place.x - box.x), dy: Math.round(place.y - box.y) };
  });
}
