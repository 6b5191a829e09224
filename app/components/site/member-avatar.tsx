import { cn } from "~/lib/utils";

/** The member's photo, or their initials when there is none. */
export function MemberAvatar({
  name,
  avatar,
  className,
}: {
  name: string;
  avatar: string | null;
  className?: string;
}) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className={cn("size-20 shrink-0 rounded-2xl object-cover", className)}
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
      className={cn(
        "grid size-20 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-primary to-accent text-2xl font-bold text-white",
        className,
      )}
    >
      {initials}
    </span>
  );
}
