import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { setDataKey } from './db/at-rest/data-key';

// The device is unlocked in every test (records are sealed and opened as in the app); tests of
// the lock itself drop the key.
beforeEach(() => {
  setDataKey(0, new Uint8Array(32).fill(7));
});
