/**
 * Everything in <head> for one page: title, description, canonical address, social cards, theme
 * colour and the business as JSON-LD. Pure: the facts come in as props (see Seo for where from).
 */
import { sizesOf, type Photo } from "../lib/photo";

export type SeoSite = NonNullable<Queries.SeoFactsQuery["siteYaml"]>;
/** `path` is the page's address; the 404 page has none of its own (hosts show it at any unknown address). */
export type SeoPage = { title: string; description: string; path?: string };

type Props = {
  site: SeoSite;
  /** The public address of the site, without a trailing slash (gatsby-config.ts). */
  siteUrl: string;
  page: SeoPage;
  /** Pages that must not appear in search results (the 404 page) get no canonical address. */
  indexable?: boolean;
  /** The business as JSON-LD text, made at build time (lib/structuredData.ts). */
  jsonLd: string;
  /** The page's own inline script, if any (the dated announcements', lib/dated.ts). */
  headScript?: string;
  /** The photograph the page is judged by, and how wide it is shown: fetched with the HTML's first bytes. */
  judgedPhoto?: { photo: Photo; sizes?: string };
};

/**
 * A preload of the judged photograph in AVIF, with the same candidates and `sizes` as its <picture>'s
 * AVIF source, so that the browser fetches, early, exactly the file the <picture> then uses. Browsers
 * without AVIF skip it (its `type`) and load the photograph from the <picture> as before.
 */
function PhotoPreload({ photo, sizes }: { photo: Photo; sizes?: string }) {
  const avif = photo.image.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type={avif.type}
      imageSrcSet={avif.srcSet}
      imageSizes={sizesOf(photo, sizes)}
      // React 18 passes unknown attributes through only in lower case.
      {...{ fetchpriority: "high" }}
    />
  );
}

export function SeoTags({ site, siteUrl, page, indexable = true, jsonLd, headScript, judgedPhoto }: Props) {
  const { name, themeColor, social } = site;
  const title = page.title === name ? name : `${page.title} | ${name}`;
  const url = indexable && page.path !== undefined ? `${siteUrl}${page.path}` : undefined;
  const image = social.image.childImageSharp?.original;
  if (!image?.src) throw new Error("content/site/site.yaml: social.image could not be processed; expected a JPEG of 1200 x 630 px.");
  const imageUrl = `${siteUrl}${image.src}`;
  return (
    <>
      {judgedPhoto && <PhotoPreload {...judgedPhoto} />}
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <meta name="theme-color" content={themeColor} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={social.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={social.alt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {headScript && <script dangerouslySetInnerHTML={{ __html: headScript }} />}
    </>
  );
}
