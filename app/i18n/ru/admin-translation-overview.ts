/**
 * The translations overview of the settings' languages tab and the content screens' 'Перевести все
 * с помощью AI' (issue 24 points 8 and 9, ADR 0076). SPEC.md has no wording for either; the state
 * names are those of the editor (adminTranslations.states).
 */
export const adminTranslationOverview = {
  title: "Переводы содержимого",
  lead: "Сколько полей разделов переведено на каждый язык. Материал появляется на сайте на языке, когда все его поля проверены; откройте его, чтобы перевести или проверить.",
  /** The summary line of a language: `Всего полей: 24`. */
  fields: (n: number) => `Всего полей: ${n}`,
  itemsLabel: (screen: string, language: string) => `${screen}: перевод на ${language}`,
  /** The accessible name of an item's link: the two languages list the same titles. */
  openLabel: (title: string, language: string) => `${title}, ${language}`,
  screenEmpty: "В этом разделе пока нет материалов.",
  empty: "Переводить пока нечего",
  emptyText: "В разделах с переводами ещё нет ни одного материала: добавленные материалы появятся здесь.",
  translateAll: {
    button: "Перевести все с помощью AI",
    busy: "Переводим…",
    language: "Язык перевода",
    hint: "AI по очереди переведёт во всех материалах раздела поля без перевода и устаревшие, как черновики: проверенные поля и то, что вы написали, он не трогает. Проверьте черновики, чтобы они появились на сайте.",
    progress: (done: number, total: number) => `Переведено ${done} из ${total}`,
    done: (done: number, total: number) => `Готово: переведено ${done} из ${total}`,
    doneText: "Проверьте черновики и отметьте их проверенными.",
    stopped: (done: number, total: number) => `Остановлено: переведено ${done} из ${total}`,
    failed: "Не удалось сохранить перевод. Уже переведённое сохранено.",
    lost: "Связь с сервером прервалась. Уже переведённое сохранено: обновите страницу, чтобы увидеть его.",
  },
};
