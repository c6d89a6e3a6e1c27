/** Links built from the contact facts in content/site/site.yaml (their format is checked by the schema). */

/** "916-225-0738" -> "tel:+19162250738" (US numbers, written with or without a leading 1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** X was Twitter: an account there is named on the pages' cards as `twitter:site`. */
const X_HOSTS = /^(?:www\.|mobile\.)?(?:x|twitter)\.com$/;

export function xHandle(urls: readonly string[]): string | undefined {
  for (const url of urls) {
    const { hostname, pathname } = new URL(url);
    const name = pathname.split("/")[1];
    if (X_HOSTS.test(hostname) && name) return `@${name}`;
  }
  return undefined;
}
