/**
 * Property tests run with one seed in CI so a red run can be replayed exactly; set FC_SEED to explore
 * others (any failure prints its seed and path).
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
