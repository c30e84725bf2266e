import type { Command } from '../command';

/** Placeholder: written with its engine. */
export const perft: Command = {
  name: 'perft',
  usage: 'td perft',
  summary: 'not available yet',
  run() {
    process.stderr.write('td perft: not available yet\n');
    return 1;
  },
};
