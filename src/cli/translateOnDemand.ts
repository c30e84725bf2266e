/**
 * What the built `td` has in place of src/shared/i18n/translate.ts: scripts/build-cli.mjs swaps it in for every
 * module that imports the translator. The same functions; the translator, @intlify and the four languages'
 * catalogues (out/cli/i18n.js) load at the first message.
 *
 * Why: `td pair` prints no word of any language unless it fails, and loading them cost every command 13 ms of
 * CPU, a quarter of a 100-player `td pair` (issue 45).
 */
import type * as Translator from '../shared/i18n/translate';
import { loadBundle } from './bundles';

export type { Catalogue, Namespace, Params, Translate } from '../shared/i18n/translate';

let translatorModule: typeof Translator | undefined;
const loaded = (): typeof Translator => (translatorModule ??= loadBundle('i18n') as typeof Translator);

export const tr: typeof Translator.tr = (locale, key, params) => loaded().tr(locale, key, params);

export const translator: typeof Translator.translator = (locale) => (key, params) => loaded().tr(locale, key, params);

export const hasMessage: typeof Translator.hasMessage = (key) => loaded().hasMessage(key);
