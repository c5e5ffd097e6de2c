import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signal aborted once the request no longer waits for its answer: the response was sent, or
 * the client's connection closed first. It follows the response, not the request: Node closes
 * (and marks destroyed) a request as soon as its body has been read, client or no client.
 */
export function requestGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  const response = reply.raw;
  if (response.destroyed || request.raw.socket.destroyed) {
    gone.abort();
  } else {
    response.once('close', () => {
      gone.abort();
    });
  }
  return gone.signal;
}
