/**
 * A reader answered from memory, to measure what a long write does to the requests beside it:
 * reads a page of venues, one request after the other, until stopped; answers when each read
 * began and its wait in ms.
 */
export function venueReader(base) {
  const waits = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/venues/?page_size=10`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`read: ${response.status}`);
      waits.push({ startedAt: started, ms: performance.now() - started });
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return waits;
    },
  };
}
