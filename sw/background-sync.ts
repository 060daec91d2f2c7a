// STUB written by the lead: the sync helper replaces it with the Background Sync handler that drains the outbox.
export {};
