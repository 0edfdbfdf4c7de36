import { USERS_STREAM } from '@navnebase/domain';
import type { EventStore, HeldLock, PartsAlongside, SqlClient } from '@navnebase/event-store';
import { RegisterMemory } from '../memory/register-memory.js';
import type { HeldRegister } from '../memory/shared-records.js';
import { PositionWaiters, ProjectionRunner, type ProjectionListener } from '../projection-runner.js';
import { announcedCheckpoint, CHECKPOINT_CHANNEL, type SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { projectAlongside } from '../sql/projection-alongside.js';
import type { SqlUsersReadModel } from '../users/users-read-model.js';

/** The named lock whose holder writes the read-model tables of a database. */
export const PROJECTOR_LOCK = 'navnebase-read-model-projector';

export interface ReadSideOptions {
  readonly events: EventStore;
  readonly sql: SqlClient;
  readonly register: SqlReadModelStore;
  readonly users: SqlUsersReadModel;
  /** Keep the register in memory (tree, search, name pages) and follow the store. The API does; bulk tools need not. */
  readonly withMemory?: boolean;
  /** How often a process that is not the projector tries to become it (when the holder went away). Default 2 s. */
  readonly leaseRetryMs?: number;
  /** How often a waiting process reads the projector's checkpoints when no notification came. Default 250 ms. */
  readonly checkpointPollMs?: number;
  /** Events per applied batch. */
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
  /** Told when this process becomes the projector, or stops being it. */
  readonly onOwnership?: (owner: boolean) => void;
}

/**
 * One process's read side. Exactly one process per database writes the read-model tables: the holder of the
 * projector lock (an advisory lock on PostgreSQL, fail-over by retrying; PGlite has one process). The SQL store skips
 * events at or below its checkpoint, so even two projectors at once never apply an event twice. Every process, owner
 * or not, keeps its in-memory register by following the store itself from the snapshot it loaded. A command waits
 * until both the memory model and the read-model tables include its events (read-your-writes).
 */
export class ReadSide {
  private readonly registerProjector: ProjectionRunner;
  private readonly usersProjector: ProjectionRunner;
  private follower?: ProjectionRunner;
  private memoryModel?: RegisterMemory;
  private lease?: HeldLock;
  private leaseTimer?: NodeJS.Timeout;
  private unlisten?: () => Promise<void>;
  private stopped = false;
  /** The projector's checkpoints as last seen (from this process's runners, notifications or polls). */
  private readonly seen = { register: 0, users: 0 };
  private readonly registerWaiters = new PositionWaiters(() => this.seen.register);
  private readonly usersWaiters = new PositionWaiters(() => this.seen.users);
  private poller?: NodeJS.Timeout;
  private readonly memoryListeners = new Set<ProjectionListener>();

  constructor(private readonly options: ReadSideOptions) {
    const onError = options.onError ?? (() => undefined);
    const batchSize = options.batchSize ?? 50;
    this.registerProjector = new ProjectionRunner(options.events, options.register, { batchSize, onError });
    this.usersProjector = new ProjectionRunner(options.events, options.users, {
      source: { kind: 'stream', streamId: USERS_STREAM },
      batchSize,
      onError,
    });
    this.registerProjector.onApplied((_events, position) => this.saw('register', position));
    this.usersProjector.onApplied((_events, revision) => this.saw('users', revision));
  }

  /** True while this process writes the read-model tables. */
  get isProjector(): boolean {
    return this.lease !== undefined;
  }

  /** The in-memory register (loaded by `start` when `withMemory`). */
  get memory(): RegisterMemory | undefined {
    return this.memoryModel;
  }

  /** The position this process's in-memory register has reached (the projector's checkpoint without memory). */
  get position(): number {
    return this.follower ? this.follower.checkpoint : this.seen.register;
  }

  /** The read-model tables' checkpoints as this process last saw them. */
  get projectorCheckpoints(): { readonly register: number; readonly users: number } {
    return { ...this.seen };
  }

  /** Hears every batch the in-memory register applies (caches, the live feed). */
  onApplied(listener: ProjectionListener): () => void {
    this.memoryListeners.add(listener);
    return () => this.memoryListeners.delete(listener);
  }

  /**
   * Starts projecting (when this process gets the lock) and following the store; loads the in-memory register when
   * `withMemory`: from `held` when given (the write model, loaded before: no table is read, and the read index shares
   * its records), else from the tables.
   */
  async start(held?: HeldRegister): Promise<void> {
    const { sql } = this.options;
    this.seen.register = await this.options.register.checkpoint();
    this.seen.users = await this.options.users.checkpoint();
    const { rows } = await sql.query<{ schema: string }>(`SELECT current_schema() AS schema`);
    const schema = rows[0]!.schema;
    this.unlisten = await sql.listen(CHECKPOINT_CHANNEL, (payload) => {
      // every schema's projector announces on the same channel: only this schema's checkpoints count
      const announced = announcedCheckpoint(payload, schema);
      if (announced?.projection === 'register') this.saw('register', announced.position);
      else if (announced?.projection === USERS_STREAM) this.saw('users', announced.position);
    });
    await this.tryToProject();
    if (!this.lease) this.leaseTimer = setInterval(() => void this.tryToProject(), this.options.leaseRetryMs ?? 2_000);
    this.leaseTimer?.unref();
    if (this.options.withMemory !== false) await this.loadMemory(held);
  }

  /**
   * Builds the in-memory register from the register held (else from a snapshot of the tables) and follows the store
   * from the position it includes.
   */
  private async loadMemory(held?: HeldRegister): Promise<void> {
    const { memory, position } = held
      ? { memory: RegisterMemory.fromRecords(held.records), position: held.position }
      : await RegisterMemory.loadSnapshot(this.options.sql);
    this.memoryModel = memory;
    const follower = new ProjectionRunner(
      this.options.events,
      {
        applyEvents: async (events) => {
          memory.apply(events);
          return events[events.length - 1]!.globalPosition;
        },
        checkpoint: async () => position,
      },
      { batchSize: this.options.batchSize ?? 50, ...(this.options.onError ? { onError: this.options.onError } : {}) },
    );
    follower.onApplied((events, at) => {
      for (const listener of this.memoryListeners) listener(events, at);
    });
    this.follower = follower;
    await follower.start(position);
  }

  /**
   * Projects a bulk command's parts beside its appends (`projectAlongside`) when this process is the projector on
   * PostgreSQL. Its projection runner pauses meanwhile, so it does not read back what is projected beside the appends,
   * and resumes from the checkpoint reached (the events are then projected as always if it was not moved). Undefined
   * elsewhere: the runner projects the events after the commit.
   */
  projectBeside(options: { onLeft?: (reason: unknown) => void; names?: number } = {}): PartsAlongside | undefined {
    if (this.options.sql.dialect !== 'postgres' || !this.lease || this.stopped) return undefined;
    const lease = this.lease;
    const paused = this.registerProjector.stop();
    const beside = projectAlongside(this.options.register, this.options.events, options);
    let resumed: Promise<void> | undefined;
    const resume = () =>
      (resumed ??= (async () => {
        await paused;
        if (this.lease === lease && !this.stopped) await this.registerProjector.start();
      })());
    return {
      part: (events) => beside.part(events),
      committed: () => beside.committed().then(resume),
      abandoned: () => beside.abandoned().then(resume),
    };
  }

  /** Becomes the projector if no other process is: takes the lock and starts the projection runners. */
  private async tryToProject(): Promise<void> {
    if (this.lease || this.stopped) return;
    let lease: HeldLock | undefined;
    try {
      lease = await this.options.sql.tryLock(PROJECTOR_LOCK);
    } catch (error) {
      this.options.onError?.(error);
      return;
    }
    if (!lease) return;
    if (this.stopped) return void (await lease.release());
    this.lease = lease;
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = undefined;
    await this.registerProjector.start();
    await this.usersProjector.start();
    this.options.onOwnership?.(true);
    void lease.lost.then(() => this.lostLease(lease));
  }

  private async lostLease(lease: HeldLock): Promise<void> {
    if (this.lease !== lease) return;
    this.lease = undefined;
    await this.registerProjector.stop();
    await this.usersProjector.stop();
    this.options.onOwnership?.(false);
    if (this.stopped) return;
    this.leaseTimer = setInterval(() => void this.tryToProject(), this.options.leaseRetryMs ?? 2_000);
    this.leaseTimer.unref();
  }

  private saw(projection: 'register' | 'users', position: number): void {
    if (!(position > this.seen[projection])) return;
    this.seen[projection] = position;
    (projection === 'register' ? this.registerWaiters : this.usersWaiters).moved();
  }

  /**
   * While someone waits, reads the projector's checkpoints now and then: notifications are the fast path, this is
   * the safety net (a notification lost with a connection, or a projector in another process that restarted).
   */
  private pollWhileWaiting(): void {
    if (this.poller) return;
    this.poller = setInterval(() => {
      if (this.registerWaiters.waiting === 0 && this.usersWaiters.waiting === 0) {
        clearInterval(this.poller);
        this.poller = undefined;
        return;
      }
      void Promise.all([this.options.register.checkpoint(), this.options.users.checkpoint()])
        .then(([register, users]) => {
          this.saw('register', register);
          this.saw('users', users);
        })
        .catch((error) => this.options.onError?.(error));
    }, this.options.checkpointPollMs ?? 250);
    this.poller.unref();
  }

  /** Resolves once this process's memory and the read-model tables include the event at `position`. */
  async waitForPosition(position: number, timeoutMs = 30_000): Promise<void> {
    const started = Date.now();
    if (this.seen.register < position) {
      this.pollWhileWaiting();
      await this.registerWaiters.waitFor(position, timeoutMs);
    }
    if (this.follower) await this.follower.waitFor(position, Math.max(1, timeoutMs - (Date.now() - started)));
  }

  /** Resolves once the users read model includes the users stream up to `revision`. */
  async waitForUsersRevision(revision: number, timeoutMs = 30_000): Promise<void> {
    if (this.seen.users >= revision) return;
    this.pollWhileWaiting();
    await this.usersWaiters.waitFor(revision, timeoutMs);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    if (this.poller) clearInterval(this.poller);
    await this.follower?.stop();
    await this.registerProjector.stop();
    await this.usersProjector.stop();
    const lease = this.lease;
    this.lease = undefined;
    await lease?.release();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}
