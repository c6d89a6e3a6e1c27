/** A processed photograph as plain markup: formats in order, reserved size, and how eagerly it loads. */
import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../src/photos/Picture";
import { photo } from "../test-support/fixtures";

const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.6666666666666666,
  backgroundColor: "#483828",
  images: {
    fallback: { src: "/b/1080.jpg", srcSet: "/b/480.jpg 480w,\n/b/1080.jpg 1080w,\n/b/750.jpg 750w", sizes: "100vw" },
    sources: [
      { type: "image/avif", srcSet: "/b/480.avif 480w,\n/b/1080.avif 1080w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/b/480.webp 480w,\n/b/1080.webp 1080w", sizes: "100vw" },
    ],
  },
};

const renderPicture = (element: React.ReactElement) => {
  const { container } = render(element);
  const img = container.querySelector("picture > img")!;
  return { container, img };
};

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPEG in the <img>, with the alt text", () => {
    const { container, img } = renderPicture(<Picture photo={{ image: fullWidth, alt: "Roasted beans" }} />);
    const sources = [...container.querySelectorAll("picture > source")].map((source) => source.getAttribute("type"));
    expect(sources).toEqual(["image/avif", "image/webp"]);
    expect(img).toHaveAttribute("src", "/b/1080.jpg");
    expect(img).toHaveAttribute("srcset", fullWidth.images.fallback?.srcSet);
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("alt", "Roasted beans");
  });

  it("reserves the space with whole-number width and height in the photograph's proportions", () => {
    const { img } = renderPicture(<Picture photo={{ image: fullWidth, alt: "Roasted beans" }} />);
    expect(img).toHaveAttribute("width", "1080");
    expect(img).toHaveAttribute("height", "720");

    const { img: constrained } = renderPicture(<Picture photo={photo("Patio", 1024, 683)} />);
    expect(constrained).toHaveAttribute("width", "1024");
    expect(constrained).toHaveAttribute("height", "683");
  });

  it("waits until it is near by default, and a priority photograph is fetched at once and first", () => {
    const { img: lazy } = renderPicture(<Picture photo={photo("Gallery")} />);
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).not.toHaveAttribute("fetchpriority");

    const { img: hero } = renderPicture(<Picture photo={photo("Hero")} priority />);
    expect(hero).toHaveAttribute("loading", "eager");
    expect(hero).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the photograph's main colour until it has loaded", () => {
    const { img } = renderPicture(<Picture photo={{ image: fullWidth, alt: "Roasted beans" }} />);
    expect(img).toHaveStyle({ backgroundColor: "#483828" });
  });
});
