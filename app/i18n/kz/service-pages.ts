import type { servicePages as source } from "../ru/service-pages";
import type { Translation } from "../translation";

/** Pages outside the usual layout: the maintenance page and the one-click unsubscribe page. */
export const servicePages: Translation<typeof source> = {
  unavailable: {
    title: "Сайт уақытша қолжетімсіз",
    heading: "Сайт уақытша қолжетімсіз",
    text: "Техникалық ақау болды, жұмысты қалпына келтіріп жатырмыз. Бір минуттан кейін бетті жаңартып көріңіз.",
    contact: "Шұғыл сұрағыңыз болса, бізге жазыңыз:",
    apiError: "Қызмет уақытша қолжетімсіз. Бір минуттан кейін қайталап көріңіз.",
  },
  maintenance: {
    title: "Сайтта техникалық жұмыстар",
    heading: "Сайтта уақытша техникалық жұмыстар жүріп жатыр",
    text: "Сайтты жаңартып жатырмыз, жақында ораламыз. Сәл кейінірек кіріп көріңіз.",
    contact: "Шұғыл сұрағыңыз болса, бізге жазыңыз:",
  },
  unsubscribe: {
    title: "Таратылымнан бас тарту",
    confirmHeading: "Таратылымнан бас тартасыз ба?",
    confirmText: (email: string) => `${email} мекенжайына біздің хаттарымыз бұдан былай жіберілмейді.`,
    confirm: "Жазылымнан шығу",
    doneHeading: "Сіз таратылымнан бас тарттыңыз",
    doneText: "Бұл мекенжайға енді хат жібермейміз. Қайта жазылуды сайттың төменгі бөлігінде жасауға болады.",
    alreadyHeading: "Сіз таратылымнан бұрын бас тартқансыз",
    alreadyText: "Бұл мекенжайға біздің хаттарымыз жіберілмейді. Қайта жазылуды сайттың төменгі бөлігінде жасауға болады.",
    invalidHeading: "Жазылымнан шығу сілтемесі жарамсыз",
    invalidText: "Сілтеменің хаттан толық көшірілгенін тексеріңіз.",
    tooManyHeading: "Әрекеттер тым көп",
    tooManyText: (minutes: number) => `${minutes} мин. кейін қайталап көріңіз.`,
    failedHeading: "Жазылымнан шығу мүмкін болмады",
    failedText: "Сәл кейінірек қайталап көріңіз.",
    home: "Басты бетке оралу",
  },
};
