/** The admin panel's light/dark choice lives in a cookie so the server renders the right theme (no flash). */
const THEME_COOKIE_NAME = "admin_theme";
const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export type AdminTheme = "light" | "dark";

export function themeFromCookie(cookieHeader: string | null): AdminTheme {
  const match = cookieHeader?.match(/(?:^|;\s*)admin_theme=([^;]*)/);
  return match?.[1] === "dark" ? "dark" : "light";
}

export function writeThemeCookie(theme: AdminTheme) {
  document.cookie = `${THEME_COOKIE_NAME}=${theme}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;
}
