/** Reads a password from standard input (one line, a final line break allowed), for --password-stdin. */
export async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const [password = '', ...rest] = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
  // A second line would be dropped silently, and the password set not the one meant.
  if (rest.some((line) => line !== '')) throw new Error('the password must be one line');
  if (password.length < 12) throw new Error('the password must have at least 12 characters');
  return password;
}

export const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
