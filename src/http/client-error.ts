import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problem, type ProblemResponse } from './problem.js';

/** The problem for an error Node's HTTP parser raised on a connection (its `clientError`). */
export function clientErrorProblem(code: string | undefined): ProblemResponse {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return problem(
      'HEADERS_TOO_LARGE',
      'The request line and headers are longer than the 16 KiB the service reads.',
    );
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return problem('REQUEST_TIMEOUT', 'The request was not received in time.');
  }
  return problem('MALFORMED_REQUEST', 'The bytes received are not an HTTP/1.1 request.');
}

/**
 * Answers a request the parser refused with a problem, as every other error is answered,
 * then closes the connection: after a parse error its stream can no longer be read.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
): number | undefined {
  // A reset or closed connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return undefined;
  }
  return writeProblem(socket, clientErrorProblem(error.code));
}

/** Writes a problem straight to a connection the HTTP server will not answer on, and ends it. */
export function writeProblem(socket: Socket, { status, body }: ProblemResponse): number {
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'Content-Type: application/problem+json',
      // As every routed answer: a browser must not read the problem as anything else.
      'X-Content-Type-Options: nosniff',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
  );
  return status;
}
