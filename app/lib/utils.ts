import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a caller's Tailwind class override the component's own (the variants of
 * components/ui). The public site's components take no overrides and join with plain clsx:
 * tailwind-merge would add 9 kB and ~40 ms of set-up on a phone to every first visit.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
