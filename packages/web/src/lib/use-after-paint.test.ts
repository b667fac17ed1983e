import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint.ts';

describe('a value that follows after the paint', () => {
  it('keeps the value shown until the frame after a change has painted, then takes the latest', async () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: 1 },
    });
    expect(result.current).toBe(1);
    rerender({ value: 2 });
    expect(result.current).toBe(1);
    // Changed again before it settled: the latest value is the one that arrives.
    rerender({ value: 3 });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(3));
  });
});
