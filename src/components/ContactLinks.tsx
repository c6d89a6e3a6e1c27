/** Tap-to-call and write-to links for the cafe's phone number and e-mail address. */
import { mailHref, telHref } from "../lib/contact";

export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

export function EmailLink({ email }: { email: string }) {
  return <a href={mailHref(email)}>{email}</a>;
}
