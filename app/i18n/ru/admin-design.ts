export const adminDesign = {
  title: "Настройки дизайна",
} as const;
