import pg from 'pg';
import { PreparingClient } from './prepared-statements.js';

/** What a probe found about the server and one waiting connection's backend. */
export type BackendState = 'unreachable' | 'stuck' | 'working';

/**
 * Asks the database, over a connection of its own, whether it answers and what the backends
 * of waiting statements are doing. One probe at a time, shared by every statement waiting.
 */
export class ServerProbe {
  /** The next probe, not yet started, and the backends it will ask about. */
  private next: { pids: Set<number>; states: Promise<Map<number, string> | undefined> } | undefined;
  private last: Promise<unknown> = Promise.resolve();
  private recheck: NodeJS.Timeout | undefined;
  /**
   * The last probe found the server unreachable: new connections and statements fail at once
   * (a 503) instead of each waiting out the cut, until a probe, repeated every `timeoutMs`,
   * gets an answer again.
   */
  down = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly timeoutMs: number,
  ) {}

  async check(pid: number | undefined): Promise<BackendState> {
    if (!this.next) {
      const pids = new Set<number>();
      const states = this.last.then(() => {
        if (this.next?.pids === pids) this.next = undefined;
        return this.probe([...pids]);
      });
      this.next = { pids, states };
      this.last = states;
    }
    const batch = this.next;
    if (pid !== undefined) batch.pids.add(pid);
    const states = await batch.states;
    this.noteAnswer(states !== undefined);
    if (!states) return 'unreachable';
    if (pid === undefined) return 'working';
    const state = states.get(pid);
    // Not found: behind a connection pooler (PgBouncer) the pid is not the backend's, so no
    // verdict; a backend the server ended would have reset the connection, not gone silent.
    if (state === undefined) return 'working';
    // A statement still waiting whose backend is idle (its answer was lost), or blocked
    // writing to us (we never read it), sits on a connection whose path is gone.
    return state === 'active' ? 'working' : 'stuck';
  }

  private noteAnswer(answered: boolean): void {
    this.down = !answered;
    if (this.down && !this.recheck) {
      this.recheck = setTimeout(() => {
        this.recheck = undefined;
        void this.check(undefined);
      }, this.timeoutMs);
      this.recheck.unref();
    }
  }

  /** The state of each backend asked about, or undefined when the server did not answer in time. */
  private async probe(pids: number[]): Promise<Map<number, string> | undefined> {
    const client = new pg.Client({
      ...this.config,
      connectionTimeoutMillis: this.timeoutMs,
      query_timeout: this.timeoutMs,
      application_name: 'windowquotes liveness probe',
    });
    client.on('error', () => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.timeoutMs);
    });
    const asked = (async () => {
      await client.connect();
      const { rows } = await client.query<{ pid: number; state: string }>(
        `select pid, case when wait_event = 'ClientWrite' then 'writing' else state end as state
           from pg_stat_activity where pid = any($1::int[])`,
        [pids],
      );
      return new Map(rows.map((row) => [Number(row.pid), row.state]));
    })().catch(() => undefined);
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
      void client.end().catch(() => {});
    }
  }
}

/** A statement unanswered this long makes its connection ask the probe whether it is alive. */
export interface LivenessOptions {
  checkAfterMs: number;
  probe: ServerProbe;
}

/**
 * A pooled client whose statements cannot hang on a silent network cut. TCP keepalive does
 * not fire while a statement is unacknowledged, and a client-side timeout short enough for
 * a request would also cut legitimately long statements; so a statement unanswered after
 * `checkAfterMs` asks the server, over a fresh connection, whether it answers and whether
 * this connection's backend is still working on something. If the server does not answer, or
 * the backend sat idle (or blocked writing to us) at two checks in a row,
 * the connection is closed: its statements fail as unreachable (a 503) and the pool drops it.
 */
export function livenessClient(options: LivenessOptions): typeof PreparingClient {
  return class WatchedClient extends PreparingClient {
    // pg's overloads cannot be restated one by one; these only watch and pass on.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override connect(callback?: any): any {
      if (!options.probe.down) return super.connect(callback);
      const error = unreachable('unreachable');
      if (typeof callback !== 'function') return Promise.reject(error);
      process.nextTick(() => callback(error));
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      const answer: unknown = super.query(config, values, callback);
      // An idle connection taken while the server is unreachable went silent with it.
      if (options.probe.down) this.cut('unreachable');
      else if (answer instanceof Promise) this.watch(answer);
      return answer;
    }

    private watch(answer: Promise<unknown>): void {
      let settled = false;
      let stuck = 0;
      let timer: NodeJS.Timeout;
      const schedule = () => {
        timer = setTimeout(() => void check(), options.checkAfterMs);
        timer.unref();
      };
      const check = async () => {
        const pid = (this as unknown as { processID?: number | null }).processID ?? undefined;
        const state = await options.probe.check(pid);
        if (settled) return;
        stuck = state === 'stuck' ? stuck + 1 : 0;
        if (state === 'unreachable' || stuck >= 2) this.cut(state);
        else schedule();
      };
      const done = () => {
        settled = true;
        clearTimeout(timer);
      };
      answer.then(done, done);
      schedule();
    }

    private cut(state: BackendState): void {
      const error = unreachable(state);
      (
        this as unknown as { connection: { stream: { destroy(error?: Error): void } } }
      ).connection.stream.destroy(error);
    }
  };
}

/** An error the one error handler answers 503 (isDatabaseUnavailable: ETIMEDOUT). */
function unreachable(state: BackendState): Error {
  return Object.assign(new Error(`the database did not answer (${state}); connection closed`), {
    code: 'ETIMEDOUT',
  });
}
