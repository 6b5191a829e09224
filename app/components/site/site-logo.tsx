import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";

type SiteLogoProps = {
  src: string;
  companyName: string;
  className?: string;
};

/**
 * The configured logo, or a badge with the company's first letter when the image cannot load.
 * Decorative (alt=""): the company name is always written next to it. Give it key={src} so a new
 * logo gets a fresh attempt.
 */
export function SiteLogo({ src, companyName, className }: SiteLogoProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = imageRef.current;
    // A server-rendered image that failed before hydration fired its error event before React
    // was listening, so look at its state once.
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-slot="logo-badge"
        className={clsx(
          "grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-br from-primary to-accent text-lg font-bold text-white",
          className,
        )}
      >
        {companyName.trim().charAt(0).toUpperCase() || "A"}
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={40}
      height={40}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx("h-10 w-auto max-w-40 shrink-0 object-contain", className)}
    />
  );
}
