import { event } from './event';
import { UsageError, type Command } from '../command';
import { t } from '../language';

/** `td events list|create`: the plural spelling of `td event list|create`, one implementation. */
export const events: Command = {
  run(argv) {
    const [sub] = argv;
    if (sub !== 'list' && sub !== 'create') throw new UsageError(t('usageError.eventsSub', { sub: sub ?? '' }));
    return event.run(argv);
  },
};
