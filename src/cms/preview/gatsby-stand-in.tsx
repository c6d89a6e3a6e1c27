/**
 * Stands in for the `gatsby` package inside the admin's preview bundle (bundle.ts aliases it), where
 * there is no Gatsby: the templates' queries are never run (the preview hands each template its data),
 * and `Link` is a plain link whose click does nothing, so the preview never leaves the page being edited.
 */
import type { AnchorHTMLAttributes } from "react";

export const graphql = (): undefined => undefined;
/** Only the pages' <head> (Seo) asks for it, and the preview never draws a <head>. */
export const useStaticQuery = (): never => {
  throw new Error("The preview has no Gatsby data layer.");
};

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
