/**
 * Maps content/coffee/index.md's `carousel` to the Carousel's props. The number of slides, the interval
 * and the placeholders of its words are checked by the content schema before any page is built.
 */
import { toPhoto, type CaptionedPhoto, type ImageSource } from "../photos/photo";

export type CarouselCopy = {
  label: string;
  roleDescription: string;
  slideRoleDescription: string;
  slideLabel: string;
  controls: { pause: string; play: string; previous: string; next: string; goTo: string };
};

export type CarouselContent = CarouselCopy & { intervalSeconds: number; slides: CaptionedPhoto[] };

type CarouselSource = Omit<CarouselCopy, "controls"> & {
  readonly intervalSeconds: number;
  readonly controls: Readonly<CarouselCopy["controls"]>;
  readonly slides: readonly (ImageSource & { readonly caption: string })[];
};

/** `where` names the file, e.g. "content/coffee/index.md"; errors name the field under `carousel`. */
export function toCarousel({ slides, ...copy }: CarouselSource, where: string): CarouselContent {
  return {
    ...copy,
    slides: slides.map((slide, index) => ({ ...toPhoto(slide, `${where}: carousel.slides[${index}]`), caption: slide.caption })),
  };
}
