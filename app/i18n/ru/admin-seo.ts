export const adminSeo = {
  title: "SEO-настройки сайта",
} as const;
