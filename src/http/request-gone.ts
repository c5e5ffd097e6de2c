import type { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The requests of each connection still waiting for their answer, aborted together when it
 * closes. One listener per connection, however many requests a keep-alive connection carries
 * one after another or a pipelining client sends at once.
 */
const waitingOn = new WeakMap<EventEmitter, Set<AbortController>>();

function waitingOnConnection(socket: EventEmitter): Set<AbortController> {
  let waiting = waitingOn.get(socket);
  if (!waiting) {
    const requests = new Set<AbortController>();
    waiting = requests;
    waitingOn.set(socket, requests);
    socket.once('close', () => {
      for (const request of requests) request.abort();
      requests.clear();
    });
  }
  return waiting;
}

/**
 * A signal aborted once the request no longer waits for its answer: the response was sent, or
 * the client's connection closed first. It follows the response and the connection, not the
 * request: Node closes (and marks destroyed) a request as soon as its body has been read, client
 * or no client. The connection is watched as well as the response, as a response waiting behind
 * another on a pipelined connection is not attached to it yet, and does not close when it does.
 */
export function requestGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  const response = reply.raw;
  const socket = request.raw.socket as EventEmitter & { destroyed?: boolean };
  if (response.destroyed || socket.destroyed) {
    gone.abort();
  } else {
    const waiting = waitingOnConnection(socket);
    waiting.add(gone);
    response.once('close', () => {
      waiting.delete(gone);
      gone.abort();
    });
  }
  return gone.signal;
}
