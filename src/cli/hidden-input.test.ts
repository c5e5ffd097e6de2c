import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  InputInterrupted,
  isTerminal,
  readHiddenLine,
  readNewHiddenPassword,
} from './hidden-input.js';

/** A terminal as process.stdin is one: raw mode switched by setRawMode, keys as data events. */
class FakeTerminal extends EventEmitter {
  readonly isTTY = true;
  isRaw = false;
  /** Every setRawMode call, in order. */
  readonly rawModes: boolean[] = [];
  flowing = false;
  setRawMode(raw: boolean): this {
    this.isRaw = raw;
    this.rawModes.push(raw);
    return this;
  }
  resume(): this {
    this.flowing = true;
    return this;
  }
  pause(): this {
    this.flowing = false;
    return this;
  }
  /** Types `keys` once the reader listens, as a person would after the prompt. */
  type(...keys: string[]): void {
    for (const key of keys) this.emit('data', Buffer.from(key, 'utf8'));
  }
}

function screen() {
  let shown = '';
  return {
    write: (text: string) => (shown += text),
    shown: () => shown,
  };
}

/** Reads one hidden line from `terminal` with `keys` typed after the prompt. */
function readTyped(terminal: FakeTerminal, output: ReturnType<typeof screen>, ...keys: string[]) {
  const line = readHiddenLine(terminal, output, 'Password: ');
  terminal.type(...keys);
  return line;
}

function expectRestored(terminal: FakeTerminal): void {
  expect(terminal.rawModes).toEqual([true, false]);
  expect(terminal.isRaw).toBe(false);
  expect(terminal.flowing).toBe(false);
  expect(terminal.listenerCount('data')).toBe(0);
  expect(terminal.listenerCount('end')).toBe(0);
}

describe('readHiddenLine', () => {
  it('reads a line up to Enter in raw mode, prompting and echoing nothing typed', async () => {
    const terminal = new FakeTerminal();
    const output = screen();
    const line = readHiddenLine(terminal, output, 'Password: ');
    expect(terminal.isRaw).toBe(true);
    terminal.type('corr', 'ect horse\r');
    await expect(line).resolves.toBe('correct horse');
    expect(output.shown()).toBe('Password: \n');
    expectRestored(terminal);
  });

  it('takes Backspace (DEL or BS) back a character, Ctrl-U the line, and keeps non-ASCII whole', async () => {
    const terminal = new FakeTerminal();
    await expect(readTyped(terminal, screen(), 'abcx\x7fd', 'e\bf', '😀\x7fZü\n')).resolves.toBe(
      'abcdfZü',
    );
    await expect(readTyped(new FakeTerminal(), screen(), 'wrong\x15right\r')).resolves.toBe(
      'right',
    );
  });

  it('leaves arrow keys and other control characters out of the password', async () => {
    await expect(
      readTyped(new FakeTerminal(), screen(), 'ab\x1b[D\x1b[1;5Cc\x01\x1bOd\te\r'),
    ).resolves.toBe('abce');
  });

  it('rejects Ctrl-C as an interruption with exit code 130, the terminal restored', async () => {
    const terminal = new FakeTerminal();
    const line = readTyped(terminal, screen(), 'secret\x03more\r');
    await expect(line).rejects.toBeInstanceOf(InputInterrupted);
    await expect(line).rejects.toMatchObject({ exitCode: 130 });
    expectRestored(terminal);
  });

  it('ends the line at Ctrl-D, refusing an empty one', async () => {
    await expect(readTyped(new FakeTerminal(), screen(), 'typed\x04')).resolves.toBe('typed');
    const terminal = new FakeTerminal();
    await expect(readTyped(terminal, screen(), '\x04')).rejects.toThrow('no password entered');
    expectRestored(terminal);
  });

  it('refuses an input that ends before Enter, the terminal restored', async () => {
    const terminal = new FakeTerminal();
    const line = readHiddenLine(terminal, screen(), 'Password: ');
    terminal.type('half');
    terminal.emit('end');
    await expect(line).rejects.toThrow('standard input ended');
    expectRestored(terminal);
  });

  it('gives back raw mode when the terminal was already raw', async () => {
    const terminal = new FakeTerminal();
    terminal.isRaw = true;
    await expect(readTyped(terminal, screen(), 'x\r')).resolves.toBe('x');
    expect(terminal.rawModes).toEqual([true, true]);
  });
});

describe('readNewHiddenPassword', () => {
  /** Reads a new password with each string typed after its prompt. */
  async function typedTwice(
    terminal: FakeTerminal,
    output: ReturnType<typeof screen>,
    first: string,
    second?: string,
  ) {
    const password = readNewHiddenPassword(terminal, output, (p) => {
      if (p.length < 12) throw new Error('too short');
    });
    // Awaited by the caller, after the pause below: marked handled so an early refusal is not
    // reported as unhandled meanwhile.
    password.catch(() => undefined);
    terminal.type(first);
    // The second prompt comes after the first line was checked, a turn of the event loop later.
    await new Promise((resolve) => setImmediate(resolve));
    if (second !== undefined) terminal.type(second);
    return password;
  }

  it('asks twice and returns the password when both match', async () => {
    const output = screen();
    const terminal = new FakeTerminal();
    await expect(
      typedTwice(terminal, output, 'long enough pw\r', 'long enough pw\r'),
    ).resolves.toBe('long enough pw');
    expect(output.shown()).toBe('Password: \nPassword (again): \n');
    expect(terminal.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses two passwords that differ', async () => {
    const terminal = new FakeTerminal();
    await expect(
      typedTwice(terminal, screen(), 'long enough pw\r', 'long enough pW\r'),
    ).rejects.toThrow('the two passwords typed differ');
    expect(terminal.isRaw).toBe(false);
  });

  it('refuses a password the check refuses before asking again', async () => {
    const output = screen();
    await expect(typedTwice(new FakeTerminal(), output, 'short\r')).rejects.toThrow('too short');
    expect(output.shown()).toBe('Password: \n');
  });
});

describe('isTerminal', () => {
  it('holds for a TTY that can switch raw mode only', () => {
    expect(isTerminal(new FakeTerminal())).toBe(true);
    expect(isTerminal({ isTTY: false, setRawMode: () => undefined })).toBe(false);
    expect(isTerminal({ isTTY: true })).toBe(false);
    expect(isTerminal({})).toBe(false);
  });
});
