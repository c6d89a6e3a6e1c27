/**
 * Netlify Identity's invitation and password-reset e-mails, in the cafe's words, written into the site at
 * IDENTITY_EMAILS' paths, which the owner gives Identity once (docs/hosting.md). Netlify fills in the site's
 * address and the one-time token (Go template syntax:
 * https://docs.netlify.com/security/secure-access-to-sites/identity/identity-generated-emails/); the link opens the
 * editor, whose Identity widget reads the token from the address and asks for a password.
 */
import { EDITOR_PAGES } from "../addresses";

const escape = (text: string) => text.replace(/[&<>"{}]/g, (character) => `&#${character.charCodeAt(0)};`);

/** An e-mail's HTML: inline styles only, no pictures, one button. */
function email(title: string, paragraphs: string[], button: { text: string; token: string }, after: string[]): string {
  const p = (text: string) => `    <p style="margin:0 0 16px">${text}</p>\n`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body style="margin:0;padding:24px 16px;background:#ffffff;color:#1a1a1a;font:17px/1.5 Arial,Helvetica,sans-serif">
    <h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${title}</h1>
${paragraphs.map(p).join("")}    <p style="margin:0 0 24px">
      <a href="{{ .SiteURL }}${EDITOR_PAGES.editor}#${button.token}={{ .Token }}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#3a69c7;color:#ffffff;font-weight:bold;text-decoration:none">${button.text}</a>
    </p>
${after.map(p).join("")}  </body>
</html>
`;
}

export function identityEmails(siteName: string): { invitation: string; recovery: string } {
  const name = escape(siteName);
  return {
    invitation: email(
      `You're invited to edit the ${name} website`,
      [
        "Hello! You can now change the website's hours, news, words and photos yourself, from your phone.",
        "Tap the button, choose a password of your own, and you're in. The button works once.",
      ],
      { text: "Choose my password", token: "invite_token" },
      [
        `Next time, open {{ .SiteURL }}${EDITOR_PAGES.editor} and sign in with this e-mail address and your password. Keep it on your phone's home screen.`,
        "Not expecting this? Ignore it: nothing happens unless the button is tapped.",
      ],
    ),
    recovery: email(
      `A new password for the ${name} website`,
      [
        "Someone, probably you, asked for a new password for the website's editor.",
        "Tap the button and choose a new one. The button works once.",
      ],
      { text: "Choose a new password", token: "recovery_token" },
      ["Didn't ask for this? Ignore it: your password stays as it is."],
    ),
  };
}
