/** Every public page that always exists (SPEC.md 2.1, DECISIONS.md 7); posts and cases come from the database. */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/about",
  "/team",
  "/services",
  "/cases",
  "/contact",
  "/blog",
  "/careers",
  "/partners",
  "/support",
  "/docs",
  "/faq",
  "/privacy",
  "/terms",
] as const;
