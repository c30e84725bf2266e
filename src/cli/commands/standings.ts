import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const standings: Command = {
  name: 'standings',
  usage: 'td standings',
  summary: 'not available yet',
  run() {
    process.stderr.write('td standings: not available yet\n');
    return 1;
  },
};
