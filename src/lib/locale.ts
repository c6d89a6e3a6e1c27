/** The language of the site's words: the pages' `lang`, the web app manifest's, and the social cards' locale. */
export const LANGUAGE = "en";

/** Open Graph's locale, language_TERRITORY, with the cafe's country: "en_US". */
export const ogLocale = (country: string) => `${LANGUAGE}_${country}`;
