/**
 * The translation function the studio needs, in place of i18next (decision 96): texts by namespace and nested
 * key (`ns:a.b`, or the default namespace), plurals by `count` (`key_one` / `key_other`, chosen by the
 * language's plural rules; `key_zero` for none, in any language, where a text has one), `{{name}}` values inserted as they are (React escapes them), `defaultValue`, the
 * `ns` and `lng` options, English when the current language lacks a text, and a language-change event. Missing
 * texts read as their key, as i18next's do.
 */
export interface TOptions {
  count?: number | string;
  defaultValue?: string;
  ns?: string;
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Texts = Record<string, unknown>;

const NS_SEPARATOR = ':';
const FALLBACK_LANGUAGE = 'en';

export class Translator {
  language = FALLBACK_LANGUAGE;
  defaultNs = 'common';
  readonly #texts = new Map<string, Map<string, Texts>>();
  readonly #listeners = new Set<(language: string) => void>();

  get resolvedLanguage(): string {
    return this.language;
  }

  addResourceBundle(language: string, ns: string, texts: Texts): void {
    const bundles = this.#texts.get(language) ?? new Map<string, Texts>();
    this.#texts.set(language, bundles);
    bundles.set(ns, { ...bundles.get(ns), ...texts });
  }

  removeResourceBundle(language: string, ns: string): void {
    this.#texts.get(language)?.delete(ns);
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.#listeners]) listener(language);
    }
    return this.getFixedT(language);
  }

  on(_event: 'languageChanged', listener: (language: string) => void): void {
    this.#listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void): void {
    this.#listeners.delete(listener);
  }

  /** `t` in one language (the current one when absent) with `ns` as its default namespace. */
  getFixedT(language?: string | null, ns?: string | null): TFunction {
    return (key, options) =>
      this.t(key, {
        ...options,
        lng: options?.lng ?? language ?? undefined,
        ns: options?.ns ?? ns ?? undefined,
      });
  }

  exists(key: string, options?: TOptions): boolean {
    return this.#find(key, options) !== undefined;
  }

  t: TFunction = (key, options) => {
    const found = this.#find(key, options) ?? options?.defaultValue;
    if (found === undefined) return this.#split(key, options).key;
    return found.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      options && options[name] !== undefined ? String(options[name]) : whole,
    );
  };

  #split(key: string, options?: TOptions): { ns: string; key: string } {
    const at = key.indexOf(NS_SEPARATOR);
    if (at > 0) return { ns: key.slice(0, at), key: key.slice(at + 1) };
    return { ns: options?.ns ?? this.defaultNs, key };
  }

  #find(fullKey: string, options?: TOptions): string | undefined {
    const { ns, key } = this.#split(fullKey, options);
    const language = options?.lng ?? this.language;
    const count = options?.count;
    const keys =
      typeof count === 'number'
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${new Intl.PluralRules(language).select(count)}`,
            `${key}_other`,
            key,
          ]
        : [key];
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    for (const lng of languages) {
      const texts = this.#texts.get(lng)?.get(ns);
      for (const candidate of keys) {
        const text = texts && lookUp(texts, candidate);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }
}

/** A nested key (`a.b.c`), whose parts may themselves hold dots (`{ action: { "member.role": … } }`). */
function lookUp(texts: Texts, key: string): unknown {
  return follow(texts, key.split('.'), 0);
}

function follow(node: unknown, parts: string[], from: number): unknown {
  if (from === parts.length) return node;
  if (typeof node !== 'object' || node === null) return undefined;
  for (let to = from + 1; to <= parts.length; to++) {
    const step = parts.slice(from, to).join('.');
    if (!(step in node)) continue;
    const found = follow((node as Texts)[step], parts, to);
    if (found !== undefined) return found;
  }
  return undefined;
}
