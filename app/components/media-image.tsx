import type { ComponentProps } from "react";

import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";

type MediaImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  image: ResponsiveImageSource;
  /** The slot's width per breakpoint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  alt: string;
};

/**
 * An uploaded image in its web-friendly sizes (ADR 0023). Lazy by default; the page's largest image
 * (the hero) should pass `loading="eager"` and `fetchPriority="high"`.
 */
export function MediaImage({ image, sizes, alt, loading = "lazy", decoding = "async", ...props }: MediaImageProps) {
  return <img {...imageAttributes(image, sizes)} alt={alt} loading={loading} decoding={decoding} {...props} />;
}
