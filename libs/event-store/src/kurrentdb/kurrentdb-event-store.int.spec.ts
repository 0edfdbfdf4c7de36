import { describe, it } from '@jest/globals';
import { eventStoreContract } from '../testing/event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// Runs against the KurrentDB of KURRENTDB_URL (`npm run test:servers`); nothing here starts a server. Every test
// writes streams of its own (random names), so a shared server is fine.
const url = process.env.KURRENTDB_URL;

if (url) {
  eventStoreContract(
    'KurrentDB',
    async () => {
      const store = await KurrentDbEventStore.connect(url);
      return { store, dispose: () => store.close() };
    },
    // KurrentDB stores any JSON (a NUL character too): data that cannot be serialised is what it cannot store.
    { unstorableData: 1n },
  );
} else {
  describe('KurrentDB event store (contract)', () => {
    it.skip('skipped: KURRENTDB_URL is not set (npm run test:servers runs it against a KurrentDB you start)', () => undefined);
  });
}
