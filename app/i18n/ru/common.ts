export const common = {
  notFound: {
    title: "Страница не найдена",
    text: "Oops! Page not found",
    backHome: "Вернуться на главную",
  },
  toast: {
    errorTitle: "Ошибка",
    successTitle: "Успешно",
  },
} as const;
