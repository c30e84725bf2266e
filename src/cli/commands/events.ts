import { event } from './event';
import { UsageError, type Command } from '../command';

/** `td events list|create`: the plural spelling of `td event list|create`, one implementation. */
export const events: Command = {
  run(argv) {
    const [sub] = argv;
    if (sub !== 'list' && sub !== 'create') throw new UsageError(`unknown events command "${sub ?? ''}"; use list or create (td event has the rest)`);
    return event.run(argv);
  },
};
