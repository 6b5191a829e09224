import type { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type LoopbackServer = { port: number; close: () => Promise<void> };

/**
 * Starts `server` on a free port of 127.0.0.1. `close` also ends the connections a browser or an
 * HTTP client keeps alive, which would otherwise hold server.close() open.
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
