import type { PendingDraft } from '../sheet/pending-draft.ts';
import type { TextsDraft } from '../sheet/texts-draft.ts';

/** What the editor keeps in the browser of one bulletin: its unsent values and texts, and when. */
export type StoredDraft = {
  bulletin_id: number;
  values: PendingDraft;
  texts: TextsDraft;
  saved_at: string;
};

/** Where unsent edits survive a reload, a crash of the tab and a lost connection. */
export type DraftStore = {
  load: (bulletinId: number) => Promise<StoredDraft | null>;
  save: (draft: StoredDraft) => Promise<void>;
  remove: (bulletinId: number) => Promise<void>;
};

const DATABASE = 'bora-editor';
const STORE = 'unsent';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'bulletin_id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => {
      opened = null;
      reject(open.error);
    };
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return request(run(db.transaction(STORE, mode).objectStore(STORE)));
}

/** The browser's IndexedDB: kept across reloads and restarts, per site and per browser profile. */
export const indexedDbStore: DraftStore = {
  load: async (id) => ((await inStore('readonly', (s) => s.get(id))) as StoredDraft | undefined) ?? null,
  save: async (draft) => {
    await inStore('readwrite', (s) => s.put(draft));
  },
  remove: async (id) => {
    await inStore('readwrite', (s) => s.delete(id));
  },
};

/** Kept in memory only: where the browser has no IndexedDB (tests, some private windows). */
export function memoryStore(): DraftStore {
  const drafts = new Map<number, StoredDraft>();
  return {
    load: async (id) => structuredClone(drafts.get(id) ?? null),
    save: async (draft) => {
      drafts.set(draft.bulletin_id, structuredClone(draft));
    },
    remove: async (id) => {
      drafts.delete(id);
    },
  };
}

export function defaultDraftStore(): DraftStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore;
}
