import type { IncomingMessage, Server } from 'node:http';
import { answerClientError } from './client-error.js';

/**
 * Ends a request whose body has not arrived within `ms` of its headers with a 408 problem and
 * closes the connection. Node's own requestTimeout stops watching once the headers are read,
 * so a client sending one byte of a body now and then would otherwise hold a connection, and a
 * request slot, for ever. `onRefused` counts the answer.
 */
export function limitBodyTime(
  server: Server,
  ms: number,
  onRefused: (status: number) => void,
): void {
  const arm = (request: IncomingMessage) => {
    if (request.complete || request.socket.destroyed) return;
    const timer = setTimeout(() => {
      if (request.complete || request.socket.destroyed) return;
      const timeout = Object.assign(new Error('request body not received in time'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      const status = answerClientError(timeout, request.socket);
      if (status !== undefined) onRefused(status);
      request.socket.destroySoon();
    }, ms);
    timer.unref();
    request.once('close', () => {
      clearTimeout(timer);
    });
  };
  server.on('request', (request: IncomingMessage) => {
    // The parser reads the body bytes that came with the headers right after this event: a
    // body that arrived whole is complete by the next tick and needs no timer (most do).
    if (!request.complete) process.nextTick(arm, request);
  });
}
