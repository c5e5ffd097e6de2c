/**
 * Reading a password typed at a terminal without showing it: the terminal is put in raw mode
 * (no echo, no line editing, no signals from Ctrl-C) for the one line, and restored however the
 * line ends.
 */

/** Standard input as far as reading one hidden line needs it: process.stdin, or a test's fake. */
export interface TerminalInput {
  readonly isTTY?: boolean;
  readonly isRaw?: boolean;
  setRawMode?: (raw: boolean) => unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  removeListener(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  removeListener(event: 'end', listener: () => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** Where the prompt goes: standard error, so standard output stays the command's. */
export interface PromptOutput {
  write(text: string): unknown;
}

/** A hidden read the typist ended on purpose (Ctrl-C), which ends the run with `exitCode`. */
export class InputInterrupted extends Error {
  /** 128 plus SIGINT's number, as a shell reports a command stopped by Ctrl-C. */
  readonly exitCode = 130;
  constructor() {
    super('password entry interrupted');
  }
}

/** Whether `input` is a terminal that can be read without echo. */
export function isTerminal(input: object): input is TerminalInput & {
  setRawMode: (raw: boolean) => unknown;
} {
  const candidate = input as Partial<TerminalInput>;
  return candidate.isTTY === true && typeof candidate.setRawMode === 'function';
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\x7f', '\b']);
const CTRL_C = '\x03';
const CTRL_D = '\x04';
const CTRL_U = '\x15';
const ESC = '\x1b';

/**
 * Writes `prompt` to `output` and reads one line from the terminal `input` in raw mode, nothing
 * echoed. Enter ends the line; Backspace drops the last character, Ctrl-U the whole line; Ctrl-D
 * ends it too, but on an empty line is refused as no password; Ctrl-C rejects with
 * {@link InputInterrupted}. Keys that send escape sequences (arrows) and other control
 * characters are left out rather than taken into the password.
 */
export async function readHiddenLine(
  input: TerminalInput & { setRawMode: (raw: boolean) => unknown },
  output: PromptOutput,
  prompt: string,
): Promise<string> {
  const wasRaw = input.isRaw === true;
  let onData: ((chunk: Buffer | string) => void) | undefined;
  let onEnd: (() => void) | undefined;
  output.write(prompt);
  input.setRawMode(true);
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed: string[] = [];
      let escape: 'none' | 'started' | 'csi' | 'ss3' = 'none';
      onEnd = () => {
        reject(new Error('standard input ended before a password was entered'));
      };
      onData = (chunk) => {
        // Code points, so Backspace takes back a whole character typed outside the BMP.
        for (const char of typeof chunk === 'string' ? chunk : chunk.toString('utf8')) {
          if (escape !== 'none') {
            // ESC [ parameters and a final byte (CSI), ESC O and a key (SS3), or ESC and a key.
            if (escape === 'started' && char === '[') escape = 'csi';
            else if (escape === 'started' && char === 'O') escape = 'ss3';
            else if (escape !== 'csi' || (char >= '@' && char <= '~')) escape = 'none';
            continue;
          }
          if (char === CTRL_C) {
            reject(new InputInterrupted());
            return;
          }
          if (ENTER.has(char) || char === CTRL_D) {
            if (typed.length === 0 && char === CTRL_D) {
              reject(new Error('no password entered'));
            } else resolve(typed.join(''));
            return;
          }
          if (BACKSPACE.has(char)) typed.pop();
          else if (char === CTRL_U) typed = [];
          else if (char === ESC) escape = 'started';
          else if (char >= ' ') typed.push(char);
        }
      };
      input.on('data', onData);
      input.on('end', onEnd);
      input.resume();
    });
  } finally {
    if (onData) input.removeListener('data', onData);
    if (onEnd) input.removeListener('end', onEnd);
    input.pause();
    input.setRawMode(wasRaw);
    // The typist's Enter was not echoed either: the next output starts on a line of its own.
    output.write('\n');
  }
}

/**
 * Reads a new password at the terminal: typed twice, unseen, and refused unless both match.
 * `check` refuses a password before it is asked for again (too short, say).
 */
export async function readNewHiddenPassword(
  input: TerminalInput & { setRawMode: (raw: boolean) => unknown },
  output: PromptOutput,
  check: (password: string) => void,
): Promise<string> {
  const password = await readHiddenLine(input, output, 'Password: ');
  check(password);
  const again = await readHiddenLine(input, output, 'Password (again): ');
  if (again !== password) throw new Error('the two passwords typed differ');
  return password;
}
