import type { Command } from '../command';
import { serve } from './serve';
import { players } from './players';
import { events } from './events';
import { replay } from './replay';
import { perft } from './perft';
import { wthor } from './wthor';
import { pair } from './pair';

/** Every `td` command, in the order `td help` lists them. */
export const commands: Command[] = [serve, players, events, replay, perft, wthor, pair];
