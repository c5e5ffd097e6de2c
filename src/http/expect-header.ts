import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { writeProblem } from './client-error.js';
import { problem } from './problem.js';

/**
 * Answers the Expect header (RFC 9110 §10.1.1) as the service answers everything, with a
 * problem. `100-continue` asks whether to send the body: a body declared larger than
 * `bodyLimit` is refused before it is sent, any other is invited and read as a request without
 * Expect (credentials, permission and the body itself are checked then). Any other expectation
 * is 417. Node would otherwise invite every body and answer other expectations with an empty
 * 417. `onRefused` counts the answer.
 */
export function answerExpectations(
  server: Server,
  bodyLimit: number,
  onRefused: (status: number) => void,
): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length']);
    if (declared > bodyLimit) {
      const tooLarge = problem(
        'BODY_TOO_LARGE',
        `The request body would be ${declared} bytes; at most ${bodyLimit} are read (BODY_LIMIT).`,
      );
      onRefused(writeProblem(request.socket, tooLarge));
      return;
    }
    response.writeContinue();
    server.emit('request', request, response);
  });
  server.on('checkExpectation', (request: IncomingMessage) => {
    const expectation = problem(
      'EXPECTATION_FAILED',
      'The only expectation the service meets is "Expect: 100-continue".',
    );
    onRefused(writeProblem(request.socket, expectation));
  });
}
