#!/usr/bin/env node
// `npm run test:servers`: the store contract suites against the KurrentDB and MongoDB servers named by KURRENTDB_URL and
// MONGODB_URL (for example those of `docker compose up kurrentdb mongodb`). It starts no server. With neither URL set
// it says so and ends without failing; with one set, only that server's suites run.
import { spawnSync } from 'node:child_process';

const servers = [
  { variable: 'KURRENTDB_URL', name: 'KurrentDB', suites: 'libs/event-store/src/kurrentdb/' },
  { variable: 'MONGODB_URL', name: 'MongoDB', suites: 'libs/projections/src/mongodb/' },
];
const set = servers.filter((server) => process.env[server.variable]);
for (const server of servers.filter((s) => !set.includes(s))) {
  console.log(`${server.name}: ${server.variable} is not set, so its contract suites are skipped.`);
}
if (set.length === 0) {
  console.log('Nothing to run: set KURRENTDB_URL and/or MONGODB_URL (see README.md, "Test it").');
  process.exit(0);
}
// The paths first: --selectProjects takes every word after it as a project name.
const run = spawnSync('npx', ['jest', ...set.map((s) => s.suites), '--selectProjects', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
process.exit(run.status ?? 1);
