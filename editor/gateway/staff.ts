/**
 * A member of staff, as the host's sign-in names them (Cloudflare Access, Netlify Identity), and how the
 * commits they make are signed: their name, and an address that tells them apart without being their
 * inbox (a public repository would otherwise list the addresses the sign-in sends its codes to).
 */
export type StaffMember = { email: string; name: string };

/** `.invalid` is reserved (RFC 2606): no mail goes there, and no one else's commits use it. */
const AUTHOR_DOMAIN = "staff.invalid";

/** The name the editor shows and commits carry: what the address says before its @. */
export const staffMember = (email: string): StaffMember => {
  const address = email.trim().toLowerCase();
  return { email: address, name: address.split("@")[0] ?? address };
};

export async function authorOf(member: StaffMember): Promise<{ name: string; email: string }> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(member.email)));
  const id = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { name: member.name, email: `${id}@${AUTHOR_DOMAIN}` };
}

/** A commit the gateway made, for whichever member of staff. */
export const madeInEditor = (author: { email?: string } | null | undefined) => Boolean(author?.email?.endsWith(`@${AUTHOR_DOMAIN}`));
