/**
 * The thread uploaded files are read in, started by upload-thread.ts. Plain JavaScript that loads
 * upload-reads.ts (and what it imports) through tsx's own loader, which the thread does not get
 * from the server on every Node.js Bora runs on (nor from the test runner): the same under
 * `npm start`, in the tests and in production.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./upload-reads.ts', import.meta.url);
