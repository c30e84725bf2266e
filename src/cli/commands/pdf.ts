import type { Command } from '../command';

/** Placeholder: written with its feature. */
export const pdf: Command = {
  name: 'pdf',
  usage: 'td pdf',
  summary: 'not available yet',
  run() {
    process.stderr.write('td pdf: not available yet\n');
    return 1;
  },
};
