export const adminNotifications = {
  title: "Уведомления о заявках",
} as const;
