/** Uploaded files: the upload rules' messages and the media API's answers. */
export const media = {
  upload: {
    // The approved wording, word for word.
    noFile: "Пожалуйста, выберите файл",
    imageFormats: "Поддерживаются только JPG, PNG и WEBP форматы",
    imageSize: "Размер файла не должен превышать 5MB",
    notImage: "Пожалуйста, выберите изображение",
    // The logo also takes SVG, sanitised first; the other kinds' limits are ours (ADR 0023).
    logoFormats: "Поддерживаются только JPG, PNG, WEBP и SVG форматы",
    videoFormats: "Поддерживаются только видео в форматах MP4 и WEBM",
    videoSize: "Размер видео не должен превышать 50MB",
    documentFormats: "Поддерживаются только документы PDF, DOCX, XLSX, PPTX и TXT",
    documentSize: "Размер документа не должен превышать 20MB",
    tooManyPixels: "Изображение слишком большое: не более 50 мегапикселей",
    badKind: "Неизвестный тип загрузки: ожидается image, logo, video или document",
    badCategory: "Неизвестная категория: hero, team, about, services, cases, clients или blog",
    logoAdminOnly: "Доступ запрещен. Только администраторы могут управлять логотипом.",
    // The approved wording for a failed upload.
    failed: "Произошла ошибка при загрузке",
    /** The disk (or quota) of the upload folder is full (ADR 0071): nothing was stored. */
    noSpace: "Не удалось сохранить файл: на диске сервера закончилось место. Ничего не изменено. Освободите место на сервере или обратитесь к администратору.",
  },
  /** The upload and library buttons beside an admin form's file field. */
  field: {
    upload: "Загрузить",
    uploadFile: (field: string) => `Загрузить: ${field}`,
    uploading: "Загрузка…",
    progress: (field: string) => `Загрузка: ${field}`,
    library: "Из медиатеки",
    libraryFor: (field: string) => `Из медиатеки: ${field}`,
    libraryTitle: "Медиатека",
    libraryLead: "Выберите загруженный ранее файл.",
    libraryEmpty: "В медиатеке пока нет подходящих файлов",
    libraryFailed: "Не удалось загрузить медиатеку",
    libraryLoading: "Загрузка медиатеки…",
    pick: (name: string) => `Выбрать ${name}`,
    clear: "Убрать",
    clearField: (field: string) => `Убрать: ${field}`,
    uploaded: "Файл загружен",
    imageUploaded: "Изображение загружено",
    imageFailed: "Не удалось загрузить изображение",
    preview: (field: string) => `Предпросмотр: ${field}`,
  },
  api: {
    badQuery: "Некорректные параметры запроса",
    notFound: "Файл не найден",
    deleteFailed: "Не удалось удалить файл",
  },
} as const;
