// Gatsby in unit tests: queries are supplied by the test, and Link renders a plain anchor.
import React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName, activeStyle, partiallyActive, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
