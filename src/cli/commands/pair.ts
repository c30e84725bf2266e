import type { Command } from '../command';

/** Placeholder: written with its engine. */
export const pair: Command = {
  name: 'pair',
  usage: 'td pair',
  summary: 'not available yet',
  run() {
    process.stderr.write('td pair: not available yet\n');
    return 1;
  },
};
