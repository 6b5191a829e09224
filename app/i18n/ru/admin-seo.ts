/** The settings screen's SEO tab: the site's defaults, the previews and the per-page overrides. */
export const adminSeo = {
  title: "SEO-настройки сайта",
  lead: "Что видят поисковые системы и соцсети: заголовки, описания, изображение для ссылок и какие страницы не индексировать.",

  defaultsTitle: "Значения по умолчанию",
  defaultsLead:
    "Заголовок и описание главной страницы и любой страницы, у которой нет своих. Изображение показывается в ссылке на любую страницу без своего изображения.",
  defaultTitle: "Заголовок по умолчанию",
  defaultTitleHint: (fallback: string) => `Показывается как есть. Если оставить пустым: «${fallback}».`,
  defaultDescription: "Описание по умолчанию",
  defaultDescriptionHint: "Если оставить пустым, у главной страницы остаётся её собственное описание.",
  defaultImage: "Изображение для соцсетей по умолчанию",
  imageHint: "JPG, PNG или WEBP, рекомендуемый размер 1200×630 пикселей. Если не задано, используется стандартное изображение сайта.",
  save: "Сохранить",
  saving: "Сохранение...",

  /** SPEC.md's hints as live counters: a longer text is saved, only flagged. */
  counter: (length: number, hint: number) => `${length} из ${hint} символов`,
  counterOver: (length: number, hint: number) => `${length} из ${hint} символов — длиннее рекомендуемого, поисковик может обрезать`,
  counterFallback: "сейчас используется значение страницы",

  previewsTitle: "Предпросмотр",
  searchPreview: "В результатах поиска",
  cardPreview: "Карточка ссылки в соцсетях и мессенджерах",
  previewImageAlt: "Изображение карточки ссылки",
  previewNoImage: "Изображение не загрузилось",

  pagesTitle: "Страницы",
  pagesLead: "Свои заголовок, описание и изображение для отдельной страницы, кейса или статьи, и исключение из индексации.",
  languageLabel: "Язык страниц",
  groups: { page: "Страницы сайта", case: "Кейсы", post: "Статьи блога" },
  groupEmpty: { case: "Кейсов пока нет", post: "Статей пока нет" },
  pageNames: {
    "/": "Главная",
    "/about": "О нас",
    "/team": "Команда",
    "/services": "Услуги",
    "/cases": "Кейсы",
    "/contact": "Контакты",
    "/blog": "Блог",
    "/careers": "Карьера",
    "/partners": "Партнёры",
    "/support": "Поддержка",
    "/docs": "Документация",
    "/faq": "Частые вопросы",
    "/privacy": "Политика конфиденциальности",
    "/terms": "Условия использования",
  } as Record<string, string>,
  badges: {
    own: "Свои значения",
    inherited: "По умолчанию",
    noindex: "Не индексируется",
    unpublished: "Не опубликовано",
  },
  edit: "Настроить",
  editLabel: (title: string) => `Настроить SEO: ${title}`,

  overrideTitle: (title: string) => `SEO: ${title}`,
  overrideLead: "Пустое поле — используется значение страницы или значение по умолчанию.",
  fields: {
    title: "Заголовок",
    titleHint: (fallback: string) => `Показывается как есть. Сейчас: «${fallback}».`,
    description: "Описание",
    descriptionHint: "Текст под заголовком в результатах поиска и в карточке ссылки.",
    image: "Изображение для соцсетей",
    noindex: "Не индексировать страницу",
    noindexHint: "Страница получит <meta name=\"robots\" content=\"noindex\"> и пропадёт из sitemap.xml. Посетители по-прежнему смогут её открыть.",
  },
  cancel: "Закрыть",
  editMissing: "Эта страница больше не существует.",
  openPage: "Открыть страницу",

  errors: {
    notFound: "Страница не найдена: возможно, её удалили",
    language: "Выберите язык сайта: русский, казахский или английский",
  },
} as const;
