import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drop every open connection and refuse new ones, as a network cut would. */
  cut(): void;
  /**
   * Stop forwarding in both directions without closing anything, as a silent cut (a
   * partition, a dead load balancer) would: open connections and new ones just hang.
   */
  stall(): void;
  /** End a cut or a stall; a stall's connections carry on where they stopped. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free local port in front of `target`, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  // Clients accepted while stalled, connected upstream once restored.
  const waiting = new Set<net.Socket>();
  let cut = false;
  let stalled = false;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  /** Forward by hand (not pipe, which resumes a paused source on 'drain'). */
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (!stalled) from.resume();
    });
    from.on('end', () => to.end());
  };
  const connect = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    forward(client, upstream);
    forward(upstream, client);
    client.resume();
  };

  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    track(client);
    if (stalled) {
      client.pause();
      client.on('error', () => client.destroy());
      waiting.add(client);
      client.on('close', () => waiting.delete(client));
      return;
    }
    connect(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.pause();
    },
    restore() {
      cut = false;
      if (!stalled) return;
      stalled = false;
      for (const socket of open) if (!waiting.has(socket)) socket.resume();
      for (const client of waiting) connect(client);
      waiting.clear();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
