/** The languages bulletins and reference data are written in; Italian, the first, is every text's own language. */
export const contentLanguages = ['it', 'en', 'de', 'fr', 'sl'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
