/** Everything in <head> for one page: title and description, from the page's content file. */
import React from "react";

type Props = {
  site: { name: string };
  page: { title: string; description: string };
};

export function Seo({ site, page }: Props) {
  const title = page.title === site.name ? site.name : `${page.title} | ${site.name}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
    </>
  );
}
