/**
 * The pages the site shows outside its usual layout: the maintenance page visitors see while the
 * site is closed for maintenance, the page of a database outage (ADR 0071), and a subscriber's
 * one-click unsubscribe page.
 */
export const servicePages = {
  unavailable: {
    title: "Сайт временно недоступен",
    heading: "Сайт временно недоступен",
    text: "Произошёл технический сбой, мы уже восстанавливаем работу. Пожалуйста, обновите страницу через минуту.",
    contact: "Если вопрос срочный, напишите нам:",
    /** The JSON answer of the APIs during the outage. */
    apiError: "Сервис временно недоступен. Попробуйте ещё раз через минуту.",
  },
  maintenance: {
    title: "Сайт на обслуживании",
    heading: "Сайт временно на обслуживании",
    text: "Мы обновляем сайт и скоро вернёмся. Пожалуйста, зайдите чуть позже.",
    contact: "Если вопрос срочный, напишите нам:",
  },
  unsubscribe: {
    title: "Отписка от рассылки",
    confirmHeading: "Отписаться от рассылки?",
    confirmText: (email: string) => `Адрес ${email} больше не будет получать наши письма.`,
    confirm: "Отписаться",
    doneHeading: "Вы отписались от рассылки",
    doneText: "Мы больше не будем присылать письма на этот адрес. Подписаться снова можно в подвале сайта.",
    alreadyHeading: "Вы уже отписаны от рассылки",
    alreadyText: "Этот адрес не получает наших писем. Подписаться снова можно в подвале сайта.",
    invalidHeading: "Ссылка для отписки недействительна",
    invalidText: "Проверьте, что ссылка скопирована из письма полностью.",
    tooManyHeading: "Слишком много попыток",
    tooManyText: (minutes: number) => `Попробуйте ещё раз через ${minutes} мин.`,
    failedHeading: "Не удалось отписаться",
    failedText: "Попробуйте ещё раз чуть позже.",
    home: "Вернуться на главную",
  },
} as const;
