import { describe, expect, it } from 'vitest';
import { type MarkerBox, spreadApart } from './marker-spread.ts';

const box = (x: number, y: number, width = 70, height = 60): MarkerBox => ({ x, y, width, height });

function overlaps(boxes: MarkerBox[], offsets: { dx: number; dy: number }[]): boolean {
  const moved = boxes.map((b, i) => ({
    ...b,
    x: b.x + (offsets[i]?.dx ?? 0),
    y: b.y + (offsets[i]?.dy ?? 0),
  }));
  return moved.some((a, i) =>
    moved.some(
      (b, j) =>
        j > i &&
        Math.abs(a.x - b.x) < (a.width + b.width) / 2 &&
        Math.abs(a.y - b.y) < (a.height + b.height) / 2,
    ),
  );
}

describe('markers moved apart on the map', () => {
  it('leaves markers that cover nothing on their venues', () => {
    expect(spreadApart([box(0, 0), box(200, 0), box(0, 200)])).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
    ]);
  });

  it('moves two markers of nearby venues apart, each by half, the way that frees them soonest', () => {
    // Arabba and Cortina seen from afar: 30 pixels apart side by side, 10 up and down.
    const boxes = [box(100, 100), box(130, 90)];
    const offsets = spreadApart(boxes);
    expect(overlaps(boxes, offsets)).toBe(false);
    // Freed sideways (the overlap is narrower that way), the left one to the left.
    expect(offsets[0]?.dx).toBeLessThan(0);
    expect(offsets[1]?.dx).toBeGreaterThan(0);
    expect(offsets.map((o) => o.dy)).toEqual([0, 0]);
    expect(Math.abs((offsets[0]?.dx ?? 0) + (offsets[1]?.dx ?? 0))).toBeLessThanOrEqual(1);
  });

  it('separates a cluster, even of venues at the same place', () => {
    const boxes = [box(50, 50), box(50, 50), box(60, 55), box(45, 40), box(300, 300)];
    const offsets = spreadApart(boxes);
    expect(overlaps(boxes, offsets)).toBe(false);
    expect(offsets[4]).toEqual({ dx: 0, dy: 0 });
  });
});
