/**
 * Every public page that always exists, each page the header and footer link to included, so none is
 * a 404; posts and cases come from the database.
 */
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
