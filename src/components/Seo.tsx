/** Everything in <head> for one page, drawn purely from the template's query and the page context. */
import type { ReactNode } from "react";
import type { HeadProps } from "gatsby";
import { sizesOf, type Photo } from "../photos/Picture";
import type { PageContext } from "../lib/page-context";
import { ogLocale } from "../lib/locale";
import { xHandle } from "../lib/contact";
import { cafeJsonLdText, socialImage } from "../lib/structured-data";
import { required } from "../lib/required";

/** `path` is the page's address; the 404 page has none of its own (hosts show it at any unknown address), so no canonical address and noindex. */
type SeoPage = { title: string; description: string; path?: string };

type Props = {
  site: Queries.SeoFieldsFragment;
  page: SeoPage;
  context: Pick<PageContext, "siteUrl" | "themeColor" | "today">;
  /** Fetched with the HTML's first bytes. */
  largestPhoto?: { photo: Photo; sizes?: string };
  children?: ReactNode;
};

/**
 * The same candidates and `sizes` as the <picture>'s WebP source, so the browser fetches early exactly the file
 * the <picture> then uses.
 */
function PhotoPreload({ photo, sizes }: { photo: Photo; sizes?: string }) {
  const webp = photo.image.images.sources?.find((source) => source.type === "image/webp");
  if (!webp) return null;
  return (
    <link rel="preload" as="image" type={webp.type} imageSrcSet={webp.srcSet} imageSizes={sizesOf(photo, sizes)} fetchPriority="high" />
  );
}

export function Seo({ site, page, context: { siteUrl, themeColor, today }, largestPhoto, children }: Props) {
  const { name, social } = site;
  const title = page.title === name ? name : `${page.title} | ${name}`;
  const url = page.path !== undefined ? `${siteUrl}${page.path}` : undefined;
  const image = socialImage(social.image.childImageSharp?.gatsbyImageData);
  const imageUrl = `${siteUrl}${image.src}`;
  const handle = xHandle((site.socialAccounts ?? []).map((account) => account.url));
  return (
    <>
      {largestPhoto && <PhotoPreload {...largestPhoto} />}
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <meta name="theme-color" content={themeColor} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content={ogLocale(site.address.country)} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={social.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {handle && <meta name="twitter:site" content={handle} />}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={social.alt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: cafeJsonLdText(site, siteUrl, imageUrl, today) }} />
      {children}
    </>
  );
}

/** The `Head` of a template whose <head> needs nothing but its query's site and page. */
type SeoData = { site: Queries.SeoFieldsFragment | null; page: SeoPage | null };
export const SeoHead = ({ data, pageContext }: HeadProps<SeoData, PageContext>) => (
  <Seo site={required(data.site, "content/site/site.yaml")} page={required(data.page, pageContext.file)} context={pageContext} />
);
