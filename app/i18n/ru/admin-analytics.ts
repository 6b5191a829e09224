export const adminAnalytics = {
  title: "Аналитика",
} as const;
