/** Reads a password from standard input (one line), for --password-stdin. */
export async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  if (password.length < 12) throw new Error('the password must have at least 12 characters');
  return password;
}

export const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
