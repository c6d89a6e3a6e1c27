/**
 * Stands in for the `gatsby` package inside the admin's preview bundle (bundle.ts aliases it), where
 * there is no Gatsby router: the views only use its `Link`, which here is a plain link. A click does
 * nothing, so the preview never navigates away from the page being edited.
 */
import type { AnchorHTMLAttributes } from "react";

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
