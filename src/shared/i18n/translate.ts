/**
 * The node-side translator (PDFs, the CLI, the API's refusal messages): @intlify/core-base, the engine
 * under the renderer's vue-i18n, so one message syntax (`{name}` placeholders, `a | b` plural forms)
 * serves both sides. Catalogues: `catalogues/<locale>/<namespace>.json`, English the source.
 */
import {
  compile, createCoreContext, fallbackWithLocaleChain, registerLocaleFallbacker, registerMessageCompiler,
  registerMessageResolver, resolveValue, translate, type CoreContext,
} from '@intlify/core-base';
import { LOCALES, SOURCE_LOCALE, type Locale } from './locales';
// `with { type: 'json' }`: Node's own module loader (Playwright's spec runner imports the services) refuses JSON without it.
import cliEn from './catalogues/en/cli.json' with { type: 'json' };
import cliEs from './catalogues/es/cli.json' with { type: 'json' };
import cliFr from './catalogues/fr/cli.json' with { type: 'json' };
import cliJa from './catalogues/ja/cli.json' with { type: 'json' };
import errorsEn from './catalogues/en/errors.json' with { type: 'json' };
import errorsEs from './catalogues/es/errors.json' with { type: 'json' };
import errorsFr from './catalogues/fr/errors.json' with { type: 'json' };
import errorsJa from './catalogues/ja/errors.json' with { type: 'json' };
import paperEn from './catalogues/en/paper.json' with { type: 'json' };
import paperEs from './catalogues/es/paper.json' with { type: 'json' };
import paperFr from './catalogues/fr/paper.json' with { type: 'json' };
import paperJa from './catalogues/ja/paper.json' with { type: 'json' };
import siteEn from './catalogues/en/site.json' with { type: 'json' };
import siteEs from './catalogues/es/site.json' with { type: 'json' };
import siteFr from './catalogues/fr/site.json' with { type: 'json' };
import siteJa from './catalogues/ja/site.json' with { type: 'json' };

/** Nested catalogue text: leaves are messages. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export const NAMESPACES = ['paper', 'cli', 'errors', 'site'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every catalogue by namespace and locale (what the catalogue test walks). */
export const CATALOGUES: Record<Namespace, Record<Locale, Catalogue>> = {
  paper: { en: paperEn, fr: paperFr, ja: paperJa, es: paperEs },
  cli: { en: cliEn, fr: cliFr, ja: cliJa, es: cliEs },
  errors: { en: errorsEn, fr: errorsFr, ja: errorsJa, es: errorsEs },
  site: { en: siteEn, fr: siteFr, ja: siteJa, es: siteEs },
};

registerMessageCompiler(compile);
registerMessageResolver(resolveValue);
registerLocaleFallbacker(fallbackWithLocaleChain);

/** Plural form index per locale from CLDR (`one` first, every other category second; Japanese has one form). */
function pluralRule(locale: Locale) {
  const rules = new Intl.PluralRules(locale);
  return (choice: number, forms: number) => (forms < 2 ? 0 : rules.select(Math.abs(choice)) === 'one' ? 0 : 1);
}

const contexts = new Map<Locale, CoreContext<string>>();

function contextOf(locale: Locale): CoreContext<string> {
  let ctx = contexts.get(locale);
  if (!ctx) {
    const messages = Object.fromEntries(LOCALES.map((l) => [l, Object.fromEntries(NAMESPACES.map((ns) => [ns, CATALOGUES[ns][l]]))]));
    ctx = createCoreContext({
      locale, fallbackLocale: SOURCE_LOCALE, messages, missingWarn: false, fallbackWarn: false,
      pluralRules: Object.fromEntries(LOCALES.map((l) => [l, pluralRule(l)])),
    }) as CoreContext<string>;
    contexts.set(locale, ctx);
  }
  return ctx;
}

export type Params = Record<string, string | number>;

/**
 * The message `key` (`paper.standings.title`) in `locale`, placeholders filled from `params`; a
 * numeric `count` chooses the plural form. An unknown key returns the key itself (the catalogue test
 * keeps that from shipping).
 */
export function tr(locale: Locale, key: string, params: Params = {}): string {
  const ctx = contextOf(locale);
  const out = typeof params.count === 'number'
    ? translate(ctx, key, params, params.count)
    : translate(ctx, key, params);
  return typeof out === 'string' ? out : key;
}

/** Whether `key` (`errors.surface.cli.results.already`) is a message of the English catalogue, every locale's source. */
export function hasMessage(key: string): boolean {
  const [ns, ...path] = key.split('.');
  let at: string | Catalogue | undefined = (CATALOGUES as Record<string, Record<Locale, Catalogue>>)[ns ?? '']?.[SOURCE_LOCALE];
  for (const part of path) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string';
}

/** A translator bound to one locale: what a document or a command carries around. */
export type Translate = (key: string, params?: Params) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => tr(locale, key, params);
}
