/**
 * The translation editor of the contacts screen (ADR 0078): what the shared translation form says
 * about the contact details' free texts, and their headings. SPEC.md has no wording for it.
 */
export const adminContactTranslations = {
  title: "Тексты контактов",
  lead: "Слева русский текст, справа перевод. Сохранённое вами поле считается проверенным; русский текст здесь не меняется. Телефон, email и ссылки не переводятся; описание компании переводится в разделе «О компании». Страница «Контакты» появится на этом языке, когда проверены все тексты; часы работы по умолчанию уже переведены на сайте.",
  published: "Страница «Контакты» показывается на сайте на этом языке.",
  notPublished: "Страница «Контакты» не показывается на сайте на этом языке, пока не проверены все тексты.",
  aiHint: "AI заполнит только поля без перевода и устаревшие, как черновики: проверенные поля и то, что вы написали, он не трогает. Устаревшее поле станет черновиком, и страница «Контакты» скроется на этом языке, пока вы не проверите его.",
  notFound: "Тексты контактов не найдены",
  unknownField: "Такого текста у контактов нет: обновите страницу",
  /** Each setting's heading in the form; hours left at the default are the interface's own words. */
  parts: {
    address: "Адрес",
    working_hours: "Часы работы",
  },
};
