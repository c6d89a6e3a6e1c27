/** Links built from the contact facts in content/site/site.yaml. */

/** "916-225-0738" -> "tel:+19162250738" (US numbers, written with or without a leading 1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) {
    throw new Error(`phone: "${phone}" is not a 10-digit US phone number such as 916-225-0738.`);
  }
  return `tel:+1${national}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** Normalises a path for comparison: "/coffee/" and "/coffee" are the same page. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return trim(a) === trim(b);
}
