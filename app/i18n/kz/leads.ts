import type { leads as source } from "../ru/leads";
import type { Translation } from "../translation";

/** The lead dialog, the contact page and form, the footer newsletter and their API answers. */
export const leads: Translation<typeof source> = {
  /** The honeypot's label: never shown, but a field must have one. */
  honeypotLabel: "Сайт",

  dialog: {
    title: "Өтінім қалдыру",
    description: "Атыңыз бен телефоныңызды қалдырыңыз — біз қайта қоңырау шалып, сұрақтарыңызға жауап береміз.",
    nameLabel: "Аты *",
    namePlaceholder: "Атыңыз",
    phoneLabel: "Телефон *",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    submit: "Өтінімді жіберу",
    submitting: "Жіберілуде...",
    cancel: "Бас тарту",
    close: "Жабу",
    successTitle: "Рақмет!",
    successText: "Өтініміңіз жіберілді. Жақын арада сізбен хабарласамыз.",
    submitError: "Өтінімді жіберу кезінде қате орын алды. Қайталап көріңіз.",
    /** Stored with the lead word for word as agreed: kept unchanged. */
    storedMessage: (name: string) => `WhatsApp request from ${name}`,
  },

  validation: {
    fillAllFields: "Барлық өрістерді толтырыңыз",
    phoneMustStartWithPlus: (example: string) =>
      `Телефон нөмірі + белгісінен басталуы керек (мысалы: ${example})`,
    phoneInvalid: "Дұрыс телефон нөмірін енгізіңіз",
    nameRequired: "Атыңызды көрсетіңіз",
    nameTooLong: "Аты тым ұзын",
    emailRequired: "Email көрсетіңіз",
    emailInvalid: "Дұрыс email енгізіңіз",
    messageRequired: "Хабарлама жазыңыз",
    messageTooLong: "Хабарлама тым ұзын (5000 таңбадан аспауы керек)",
    companyTooLong: "Компания атауы тым ұзын",
    serviceUnknown: "Тізімнен қызметті таңдаңыз",
    consentRequired: "Дербес деректерді өңдеуге келісім беру қажет",
    invalidCharacters: "Өрісте рұқсат етілмеген таңбалар бар",
  },

  contact: {
    metaTitle: "Байланыс",
    metaDescription:
      "Бізбен байланысыңыз: AI-агент немесе AI-кеңесші енгізуге өтінім қалдырыңыз, қоңырау шалыңыз немесе жазыңыз. Алматы, Қазақстан.",
    eyebrow: "Байланыс",
    title: "Бізбен байланысыңыз",
    lead: "Міндетіңіз туралы айтып беріңіз — жобаны тегін бағалап, бизнесіңізге сай шешім ұсынамыз.",
    formTitle: "Өтінім қалдыру",
    formLead: "* белгісі қойылған өрістерді толтыру міндетті.",
    nameLabel: "Аты *",
    namePlaceholder: "Атыңыз",
    companyLabel: "Компания",
    companyPlaceholder: "Компания атауы",
    emailLabel: "Email *",
    emailPlaceholder: "you@company.kz",
    phoneLabel: "Телефон",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    serviceLabel: "Қызмет",
    serviceNone: "Қызметті таңдаңыз",
    messageLabel: "Хабарлама *",
    messagePlaceholder: "Міндетті сипаттаңыз немесе сұрақ қойыңыз",
    consent: "Дербес деректерімді өңдеуге және коммерциялық ұсыныстар алуға келісемін",
    submit: "Өтінімді жіберу",
    submitting: "Жіберілуде...",
    successTitle: "Рақмет!",
    successText: "Өтініміңіз жіберілді. Жақын арада сізбен хабарласамыз.",
    submitError: "Өтінімді жіберу кезінде қате орын алды. Қайталап көріңіз.",
    formErrorSummary: "Форма өрістерін тексеріңіз",
    /** Heads the stored message staff read in the lead list: kept in Russian. */
    storedService: (title: string) => `Услуга: ${title}`,
    infoTitle: "Байланыс ақпараты",
    emailCard: "Email",
    phoneCard: "Телефон",
    addressCard: "Мекенжай",
    hoursCard: "Жұмыс уақыты",
    hoursWeekdays: "Дс–Жм: 9:00-18:00",
    hoursWeekend: "Демалыс күндері: келісім бойынша",
    socialTitle: "Біз әлеуметтік желілерде",
    instagram: "Instagram",
    telegramBot: "Telegram-бот",
    quickTitle: "Жылдам әрекеттер",
    tryDemo: "Демоны Telegram-да сынап көру",
    orderCall: "Қоңырауға тапсырыс беру",
    faqTitle: "Жиі қойылатын сұрақтар",
    faq: [
      {
        question: "Енгізу қанша уақыт алады?",
        answer:
          "Әдетте жобаның күрделілігіне қарай 2 аптадан 8 аптаға дейін. Қарапайым шешімдерді 2 аптада іске қосамыз.",
      },
      {
        question: "AI-шешім қанша тұрады?",
        answer:
          "Базалық шешімдер — 150 000 ₸-ден бастап. Жобаны бағалау тегін: міндетіңіз туралы айтып беріңіз, біз құнын есептейміз.",
      },
      {
        question: "Бұл шағын бизнеске жарай ма?",
        answer:
          "Иә. Шешімді компанияның ауқымы мен бюджетіне сай таңдаймыз, соның ішінде шағын бизнес үшін де.",
      },
      {
        question: "Техникалық білім қажет пе?",
        answer:
          "Жоқ. Барлығын өзіміз баптаймыз және қызметкерлеріңізді AI-құралдармен жұмыс істеуге үйретеміз.",
      },
    ],
  },

  newsletter: {
    emailLabel: "Таратылымға арналған email",
    emailPlaceholder: "you@company.kz",
    submit: "Жазылу",
    submitting: "Жазылуда...",
    successTitle: "Сіз жазылдыңыз",
    successText: "Рақмет! Жаңалықтарды осы мекенжайға жіберіп отырамыз.",
    invalidEmail: "Дұрыс email енгізіңіз, мысалы name@company.kz",
    submitError: "Жазылу мүмкін болмады. Қайталап көріңіз.",
  },

  /** Answers of the public write endpoints when a request is refused before it is handled. */
  guard: {
    tooLarge: "Сұрау тым үлкен",
    badJson: "Сұрау қате: JSON күтіледі",
    badForm: "Сұрау қате: форма күтіледі",
    /** A form field name too long or nested too deep for any form of the site. */
    badFieldNames: "Сұрау қате: форма өрістерінің атаулары жарамсыз",
    tooManyFields: "Сұрау қате: форма өрістері тым көп",
    encodedBody: "Сұрау қате: сығылған деректер қабылданбайды",
    tooManyRequests: (seconds: number) =>
      `Сұраулар тым көп. ${seconds} сек. кейін қайталап көріңіз.`,
  },

  telegram: {
    contactDetails: "«Байланыс» бетіндегі формадан келген өтінім",
    chatDetails: "AI-виджеттен келген өтінім",
    company: "Компания",
    email: "Email",
    message: "Хабарлама",
    /** Template fallback when the phone is not given (the contact form's phone is optional). */
    noPhone: "көрсетілмеген",
    /** Under a lead sent from a Kazakh or English page: the page's language, named in itself. */
    pageLanguage: "Бет тілі",
    disabled: "Telegram хабарландырулары өшірулі",
  },
};
