import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { closestName, unknownCommandError } from './unknown-command.js';

const COMMANDS = ['serve', 'migrate', 'orgs', 'users', 'import', 'datasets', 'demo'];

describe('closestName', () => {
  it('takes a word a letter or two off, or cut short, for the command meant', () => {
    expect(closestName('user', COMMANDS)).toBe('users');
    expect(closestName('datset', COMMANDS)).toBe('datasets');
    expect(closestName('imoprt', COMMANDS)).toBe('import');
    expect(closestName('MIGRATE', COMMANDS)).toBe('migrate');
    expect(closestName('data', COMMANDS)).toBe('datasets');
  });

  it('guesses nothing for a word like none of them', () => {
    expect(closestName('frob', COMMANDS)).toBeUndefined();
    expect(closestName('x', COMMANDS)).toBeUndefined();
    expect(closestName('delete', COMMANDS)).toBeUndefined();
  });
});

describe('unknownCommandError', () => {
  it('names the word, the closest command and where the usage is', () => {
    const program = new Command().name('veracheck');
    const datasets = program.command('datasets');
    datasets.command('rollback <name>');
    expect(unknownCommandError('rolback', datasets).message).toBe(
      "unknown command 'rolback'; did you mean 'rollback'? (see veracheck datasets --help)",
    );
    program.command('users');
    expect(unknownCommandError('frob', program).message).toBe(
      "unknown command 'frob' (see veracheck --help)",
    );
  });
});
