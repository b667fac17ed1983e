/**
 * Listeners grouped by a key (a bulletin, a person): what a signal about that key is told to, and
 * nothing kept for a key once its last listener is gone.
 */
export class KeyedListeners<K, T> {
  private readonly byKey = new Map<K, Set<(value: T) => void>>();

  /** Adds a listener of `key`; answers the function that removes it. */
  add(key: K, listener: (value: T) => void): () => void {
    let set = this.byKey.get(key);
    if (!set) {
      set = new Set();
      this.byKey.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.byKey.delete(key);
    };
  }

  /** Tells every listener of `key`. */
  tell(key: K, value: T): void {
    for (const listener of this.byKey.get(key) ?? []) listener(value);
  }
}
