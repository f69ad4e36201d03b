import { Translator } from './translator.ts';

/** The app's one translator: index.ts loads its core texts and language; namespaces/ add the rest. */
export const i18n = new Translator();
