import { clsx } from "clsx";

const SIZES = {
  large: { box: "size-20", text: "text-2xl", px: 80 },
  small: { box: "size-16", text: "text-xl", px: 64 },
} as const;

/** The member's photo, or their initials when there is none. */
export function MemberAvatar({
  name,
  avatar,
  size = "large",
}: {
  name: string;
  avatar: string | null;
  size?: keyof typeof SIZES;
}) {
  const { box, text, px } = SIZES[size];
  if (avatar) {
    return (
      <img
        src={avatar}
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
