import type { Command } from '../command';
import { replay } from './replay';
import { perft } from './perft';
import { wthor } from './wthor';
import { pair } from './pair';

/** Every `td` command, in the order `td help` lists them. */
export const commands: Command[] = [replay, perft, wthor, pair];
