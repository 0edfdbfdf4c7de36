export * from './event-store.port.js';
export * from './sql/sql-client.js';
export * from './sql/postgres-client.js';
export * from './sql/pglite-client.js';
export * from './sql/sql-event-store.js';
export * from './command-pipeline.js';
export * from './sql/data-dir-lock.js';
