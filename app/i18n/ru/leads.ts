/** The lead dialog, the contact page and form, the footer newsletter and their API answers. */
export const leads = {
  /** The honeypot's label: never shown, but a field must have one. */
  honeypotLabel: "Сайт",

  dialog: {
    title: "Оставить заявку",
    description: "Оставьте имя и телефон — мы перезвоним и ответим на ваши вопросы.",
    nameLabel: "Имя *",
    namePlaceholder: "Ваше имя",
    phoneLabel: "Телефон *",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    submit: "Отправить заявку",
    submitting: "Отправка...",
    cancel: "Отмена",
    close: "Закрыть",
    successTitle: "Спасибо!",
    successText: "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.",
    submitError: "Произошла ошибка при отправке заявки. Попробуйте еще раз.",
    /** The message stored with a lead from the dialog, word for word as agreed. */
    storedMessage: (name: string) => `WhatsApp request from ${name}`,
  },

  validation: {
    fillAllFields: "Пожалуйста, заполните все поля",
    phoneMustStartWithPlus: (example: string) =>
      `Номер телефона должен начинаться с + (например: ${example})`,
    phoneInvalid: "Введите корректный номер телефона",
    nameRequired: "Укажите ваше имя",
    nameTooLong: "Имя слишком длинное",
    emailRequired: "Укажите email",
    emailInvalid: "Введите корректный email",
    messageRequired: "Напишите сообщение",
    messageTooLong: "Сообщение слишком длинное (не более 5000 символов)",
    companyTooLong: "Название компании слишком длинное",
    serviceUnknown: "Выберите услугу из списка",
    consentRequired: "Необходимо согласие на обработку персональных данных",
    invalidCharacters: "Поле содержит недопустимые символы",
  },

  contact: {
    metaTitle: "Контакты",
    metaDescription:
      "Свяжитесь с нами: оставьте заявку на внедрение AI-агента или AI-консультанта, позвоните или напишите. Алматы, Казахстан.",
    eyebrow: "Контакты",
    title: "Свяжитесь с нами",
    lead: "Расскажите о задаче — мы бесплатно оценим проект и предложим решение под ваш бизнес.",
    formTitle: "Оставить заявку",
    formLead: "Поля, отмеченные *, обязательны для заполнения.",
    nameLabel: "Имя *",
    namePlaceholder: "Ваше имя",
    companyLabel: "Компания",
    companyPlaceholder: "Название компании",
    emailLabel: "Email *",
    emailPlaceholder: "you@company.kz",
    phoneLabel: "Телефон",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    serviceLabel: "Услуга",
    serviceNone: "Выберите услугу",
    messageLabel: "Сообщение *",
    messagePlaceholder: "Опишите задачу или задайте вопрос",
    consent: "Согласен на обработку персональных данных и получение коммерческих предложений",
    submit: "Отправить заявку",
    submitting: "Отправка...",
    successTitle: "Спасибо!",
    successText: "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.",
    submitError: "Произошла ошибка при отправке заявки. Попробуйте еще раз.",
    formErrorSummary: "Проверьте поля формы",
    /** The chosen service heads the stored message so staff see it in the lead list. */
    storedService: (title: string) => `Услуга: ${title}`,
    infoTitle: "Контактная информация",
    emailCard: "Email",
    phoneCard: "Телефон",
    addressCard: "Адрес",
    hoursCard: "Часы работы",
    hoursWeekdays: "Пн-Пт: 9:00-18:00",
    hoursWeekend: "Выходные: по договоренности",
    socialTitle: "Мы в соцсетях",
    instagram: "Instagram",
    telegramBot: "Telegram-бот",
    quickTitle: "Быстрые действия",
    tryDemo: "Попробовать демо в Telegram",
    orderCall: "Заказать звонок",
    faqTitle: "Частые вопросы",
    faq: [
      {
        question: "Сколько времени занимает внедрение?",
        answer:
          "Обычно от 2 до 8 недель в зависимости от сложности проекта. Простые решения запускаем за 2 недели.",
      },
      {
        question: "Сколько стоит AI-решение?",
        answer:
          "Базовые решения — от 150 000 ₸. Оценка проекта бесплатна: расскажите о задаче, и мы рассчитаем стоимость.",
      },
      {
        question: "Подходит ли это для малого бизнеса?",
        answer:
          "Да. Мы подбираем решение под масштаб и бюджет компании, в том числе для малого бизнеса.",
      },
      {
        question: "Нужны ли технические знания?",
        answer:
          "Нет. Мы всё настраиваем сами и обучаем ваших сотрудников работе с AI-инструментами.",
      },
    ],
  },

  newsletter: {
    emailLabel: "Email для рассылки",
    emailPlaceholder: "you@company.kz",
    submit: "Подписаться",
    submitting: "Подписка...",
    successTitle: "Вы подписаны",
    successText: "Спасибо! Мы будем присылать новости на этот адрес.",
    invalidEmail: "Введите корректный email, например name@company.kz",
    submitError: "Не удалось оформить подписку. Попробуйте еще раз.",
  },

  /** Answers of the public write endpoints when a request is refused before it is handled. */
  guard: {
    tooLarge: "Слишком большой запрос",
    badJson: "Некорректный запрос: ожидается JSON",
    badForm: "Некорректный запрос: ожидается форма",
    /** A form field name too long or nested too deep for any form of the site. */
    badFieldNames: "Некорректный запрос: недопустимые имена полей формы",
    tooManyFields: "Некорректный запрос: слишком много полей формы",
    encodedBody: "Некорректный запрос: сжатые данные не принимаются",
    tooManyRequests: (seconds: number) =>
      `Слишком много запросов. Попробуйте еще раз через ${seconds} сек.`,
  },

  telegram: {
    contactDetails: "Заявка с формы на странице «Контакты»",
    chatDetails: "Заявка из AI-виджета",
    company: "Компания",
    email: "Email",
    message: "Сообщение",
    /** Template fallback when the phone is not given (the contact form's phone is optional). */
    noPhone: "не указан",
    /** Under a lead sent from a Kazakh or English page: the page's language, named in itself. */
    pageLanguage: "Язык страницы",
    disabled: "Уведомления Telegram выключены",
  },
} as const;
