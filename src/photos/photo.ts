/** Maps an image from a GraphQL query to what a template needs, failing the build if it is unusable. */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export type Photo = { image: IGatsbyImageData; alt: string };

export type ImageSource = {
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
  readonly alt: string;
};

/** `where` names the content file and field: "content/about/index.md: photo". */
export function toPhoto(source: ImageSource, where: string): Photo {
  const image = source.image.childImageSharp?.gatsbyImageData;
  if (!image) {
    throw new Error(`${where}: the image could not be processed; expected a JPEG, PNG or HEIC photograph.`);
  }
  return { image, alt: source.alt };
}

/** The page's own `sizes` knows the layout better than the processed image's default ("100vw", or its own width at most). */
export function sizesOf({ image }: Photo, sizes?: string): string | undefined {
  return sizes ?? image.images.sources?.[0]?.sizes ?? image.images.fallback?.sizes;
}
