import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a real service (PostgreSQL, Redis) that a test can cut and reopen, as a restart
 * or a network blip would: cutting drops every connection and refuses new ones.
 */
export function startTcpRelay(host: string, port: number) {
  let listenPort = 0;
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      const listener = createServer((client) => {
        const upstream = connect(port, host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server = listener;
      listener.listen(listenPort, '127.0.0.1', () => {
        listenPort = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    /** The relay's own port, kept across a cut and a reopen. */
    get port() {
      return listenPort;
    },
    /** Every connection dropped and no new ones accepted, as while PostgreSQL restarts. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server?.close(() => resolve());
      }),
  };
}

export type TcpRelay = ReturnType<typeof startTcpRelay>;
