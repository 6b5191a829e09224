import { clsx } from "clsx";

import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";

const SIZES = {
  large: { box: "size-20", text: "text-2xl", px: 80 },
  small: { box: "size-16", text: "text-xl", px: 64 },
} as const;

/**
 * The member's photo, or their initials when there is none. An uploaded photo comes in its
 * web-friendly sizes (srcset), so the card loads a small one rather than the original.
 */
export function MemberAvatar({
  name,
  avatar,
  image = null,
  size = "large",
}: {
  name: string;
  avatar: string | null;
  image?: ResponsiveImageSource | null;
  size?: keyof typeof SIZES;
}) {
  const { box, text, px } = SIZES[size];
  if (avatar) {
    return (
      <img
        {...(image ? imageAttributes(image, `${px}px`) : { src: avatar })}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={clsx(box, "shrink-0 rounded-2xl object-cover")}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        text,
        "grid shrink-0 place-items-center rounded-2xl bg-linear-to-br from-primary to-accent font-bold text-white",
      )}
    >
      {initials}
    </span>
  );
}
