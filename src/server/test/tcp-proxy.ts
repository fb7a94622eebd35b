import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drop every open connection and refuse new ones, as a network cut would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free local port in front of `target`, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
