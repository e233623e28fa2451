/**
 * A flush of batched writes (vitals, GPS fixes) that never overlaps itself: the write runs after
 * any write in progress, batches stay in order, and at most one write waits behind the running
 * one (it takes everything that arrived meanwhile). Every caller gets the promise of the write
 * that covers what it added.
 */
export function serialFlush(write: () => Promise<void>): () => Promise<void> {
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  return () => {
    if (!queued) {
      queued = true;
      chain = chain.then(() => {
        queued = false;
        return write();
      });
    }
    return chain;
  };
}
