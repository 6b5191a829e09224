/**
 * The seeded published posts in Kazakh and English (issue 24 point 7, ADR 0075), reviewed, so a
 * fresh start shows a complete blog in every language. Each row is checked against the seeded
 * Russian (its source hash): a post staff changed before this document ran shows as outdated, as
 * any translation of a changed Russian does. Runs after `blog`; a post deleted since gets nothing.
 */
import { inArray } from "drizzle-orm";

import { blogPosts, contentTranslations } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";
import type { TranslationLanguage } from "~/lib/constants";
import { sourceHash } from "~/server/source-hash.server";

import { BLOG_SEED } from "./blog";

type PostWords = { title: string; excerpt: string; content: string; author: string; tags: string };

const AUTHOR: Record<TranslationLanguage, string> = { kz: "AI Solutions командасы", en: "AI Solutions team" };

/** By slug: each seeded published post's words in Kazakh and English. */
export const BLOG_TRANSLATIONS_SEED: Record<string, Record<TranslationLanguage, Omit<PostWords, "author">>> = {
  "ai-konsultant-snizhaet-zatraty-na-podderzhku": {
    kz: {
      title: "AI-кеңесші клиенттерді қолдау шығындарын 40%-ға дейін қалай азайтады",
      excerpt:
        "Үнем қайдан шығады, AI қандай өтініштерді өзі жабады, қайсысын адамдарға береді және жоба басталмай тұрып өз компанияңыз үшін әсерді қалай есептеуге болады.",
      tags: "AI-кеңесші, қолдау, экономика",
      content: `Қолдау қызметіне түсетін өтініштердің басым бөлігі қайталанады: тапсырысым қайда, қызмет қанша тұрады, қалай жазылуға болады, қандай құжаттар керек. Менеджерлер мұндай сұрақтарға сағаттап уақыт жұмсайды, ал клиенттер жауап күтеді — әсіресе кешке және демалыс күндері. AI-кеңесші осы күнделікті жұмысты өз мойнына алады, және 40%-ға дейінгі үнем дәл осы жерден пайда болады.

## Үнем қайдан шығады

Қолдау шығындары қызметкерлердің жауап беруге кететін уақытынан құралады. AI-кеңесші оларды үш жолмен азайтады:

- **Типтік сұрақтарды өзі жабады.** Баға, мерзім, жұмыс кестесі және тапсырыс мәртебесі туралы сұрақтардың жауабын ол компанияның білім базасынан алып, бірнеше секундта жауап береді.
- **Менеджерге дейін деректерді жинайды.** Сұрақ күрделі болса, AI мәліметтерді нақтылайды — атын, телефонын, мәселенің мәнін — және дайын карточканы береді. Менеджер әңгіменің алғашқы минуттарын жағдайды анықтауға жұмсамайды.
- **Тәулік бойы жұмыс істейді.** Түнгі және демалыс күнгі өтініштер дүйсенбі таңына дейін жиналып қалмайды, сондықтан қосымша ауысымдар қажет емес.

## AI өзі не істейді, ал адамдарға нені береді

Жақсы енгізу жұмысты адал бөлуден басталады. AI-кеңесшіге жауабы регламенттерде, прайстарда және FAQ-та бар сұрақтар сәйкес келеді. Адамдарға шағымдар, стандартты емес жағдайлар, жеңілдік туралы келіссөздер және эмпатия немесе жауапкершілікпен шешім қабылдау қажет нәрселердің бәрі қалады.

Әр жобаға енгізетін ережеміз: AI жауабына сенімді болмаса, ол ойдан шығармайды, диалогты қызметкерге береді. Клиент нақты жауап алады, ал компания сапаны бақылауда ұстайды.

## Әсерді алдын ала қалай есептеуге болады

Нақты сіз қанша үнемдейтініңізді түсіну үшін үш сан жеткілікті:

1. Айына барлық арналарға қанша өтініш түседі: сайт, WhatsApp, Telegram, Instagram, телефон.
2. Олардың қандай үлесі — типтік сұрақтар. Соңғы айдағы хат алмасу бойынша тексеріңіз: әдетте бұл жартысынан көп.
3. Қызметкер осындай бір өтінішке неше минут жұмсайды.

Мысалы, айына 3 000 өтініш, оның 60%-ы типтік, әрқайсысына 5 минуттан — бұл менеджерлердің 150 сағат жұмысы. Егер AI типтік сұрақтардың кем дегенде жартысын толығымен жапса, команда айына шамамен 75 сағатты босатады — бұл бір қызметкердің жарты ставкасына жуық. Бұл сағаттарды сатуға және күрделі жағдайларға бағыттауға болады.

## Іске қосқаннан кейін үнемді қалай сақтауға болады

Әсер шешім дамып отырғанда ғана сақталады:

- аптасына бір рет AI сұрақты адамға берген диалогтарды қарап шығыңыз — бұл білім базасына арналған жаңа мақалалардың дайын тізімі;
- білім базасындағы баға мен шарттарды олар өзгерген бойда жаңартыңыз;
- көрсеткіштерді бақылаңыз: менеджер қатыспаған өтініштер үлесі, алғашқы жауап уақыты, клиенттердің бағалары.

## Неден бастау керек

Бір арнадан және ең жиі қойылатын сұрақтардан бастаңыз. Сайттағы қарапайым AI-кеңесші 2 аптада іске қосылады, ал 3–5 күндік тегін экспресс-аудит сіздің бизнесіңізде өтініштердің қандай үлесін автоматтандыруға болатынын көрсетеді.`,
    },
    en: {
      title: "How an AI consultant cuts customer support costs by up to 40%",
      excerpt:
        "Where the savings come from, which requests AI handles on its own and which it passes to people, and how to estimate the effect for your company before the project starts.",
      tags: "AI consultant, support, economics",
      content: `Most support requests repeat themselves: where is my order, how much does the service cost, how do I book, which documents do I need. Managers spend hours on such questions while customers wait for an answer — especially in the evenings and at weekends. An AI consultant takes this routine off their hands, and that is exactly where savings of up to 40% come from.

## Where the savings come from

Support costs are made up of the staff time spent on answers. An AI consultant reduces them in three ways:

- **It closes routine questions on its own.** It takes answers about prices, lead times, opening hours and order status from the company's knowledge base and replies in seconds.
- **It gathers the details before a manager steps in.** If a question is complex, the AI clarifies the details — name, phone number, the gist of the problem — and hands over a ready-made card. The manager does not spend the first minutes of the conversation finding out what happened.
- **It works around the clock.** Night-time and weekend requests do not pile up until Monday morning, so no extra shifts are needed.

## What AI does itself and what it passes to people

A good rollout starts with an honest division of work. An AI consultant suits questions whose answers are in your procedures, price lists and FAQ. People keep complaints, unusual situations, discount negotiations and everything that needs empathy or a decision someone is accountable for.

A rule we build into every project: if the AI is not sure of an answer, it does not make one up but hands the conversation to a staff member. The customer gets an accurate answer, and the company keeps control over quality.

## How to estimate the effect in advance

To see how much you in particular will save, three figures are enough:

1. How many requests arrive per month across all channels: website, WhatsApp, Telegram, Instagram, phone.
2. What share of them are routine questions. Check last month's conversations: it is usually more than half.
3. How many minutes a staff member spends on one such request.

For example, 3,000 requests a month, 60% of them routine, at 5 minutes each, add up to 150 hours of managers' work. If the AI fully closes even half of the routine questions, the team frees up about 75 hours a month — almost half of one employee's working time. Those hours can go to sales and difficult cases.

## How to keep the savings after launch

The effect lasts only if the solution keeps developing:

- once a week, review the conversations the AI passed to a person — they are a ready-made list of new articles for the knowledge base;
- update prices and terms in the knowledge base as soon as they change;
- track the metrics: the share of requests resolved without a manager, first response time, customer ratings.

## Where to start

Start with one channel and the most frequent questions. A simple AI consultant on your website goes live in 2 weeks, and a free express audit in 3–5 days will show what share of requests can be automated in your business.`,
    },
  },
  "kak-podgotovit-bazu-znanij-dlya-ai": {
    kz: {
      title: "AI-кеңесші үшін білім базасын қалай дайындау керек: қадамдық нұсқаулық",
      excerpt:
        "AI-дың жауаптары білім базасы қаншалықты жақсы болса, соншалықты жақсы. Қандай материалдар жинау керегін, оларды қалай рәсімдеуді және өзекті күйде қалай ұстауды талдаймыз.",
      tags: "білім базасы, енгізу, чек-лист",
      content: `Сіз айтпайынша, AI-кеңесші компанияңыз туралы ештеңе білмейді. Ол клиенттерге баға, шарттар мен мерзімдер туралы айтатынның бәрін білім базасынан алады. Сондықтан білім базасын дайындау — енгізудің ең маңызды кезеңі, және дәл осы кезеңде компания нәтижеге бәрінен көп әсер етеді.

## 1-қадам. Клиенттердің сұрақтарын жинаңыз

Құжаттардан емес, сұрақтардан бастаңыз. Мессенджерлер мен поштадағы соңғы 1–3 айдағы хат алмасуды жүктеп алып, ең жиі не сұрайтынын жазып шығыңыз. Әдетте 20–30 сұрақ өтініштердің басым бөлігін қамтиды.

Менеджерлерден сұраңыз: қандай сұрақтар оларды жалықтырды, күніне он рет неге жауап береді. AI үшін алғашқы үміткерлер — дәл осылар.

## 2-қадам. Жауаптардың дереккөздерін жинаңыз

Әр сұрақ үшін дұрыс жауаптың қайда жатқанын табыңыз:

- прайс-парақтар мен қызметтердің сипаттамалары;
- жеткізу, төлем, қайтару және кепілдік шарттары;
- жұмыс кестесі, филиалдардың мекенжайлары, байланыстар;
- регламенттер мен сату скрипттері;
- үздік менеджерлер қолданатын қарсылықтарға жауаптар.

Егер жауап тек қызметкердің басында ғана болса, оны жазып алыңыз. Бұл AI-сыз да пайдалы: жаңа қызметкерлер тезірек үйренеді.

## 3-қадам. Материалдарды AI түсінетіндей рәсімдеңіз

AI қысқа әрі дербес үзінділермен жақсы жұмыс істейді. Бірнеше ереже:

1. Бір үзінді — бір тақырып: «Жеткізу мен төлем туралы бәрі» емес, «Алматы бойынша жеткізу шарттары».
2. Тек компания ішінде түсінікті қысқартуларсыз, толық сөйлеммен жазыңыз.
3. Сандарды анық көрсетіңіз: бағаны теңгемен, мерзімді күнмен, жұмыс сағаттарын.
4. Шарттар қалаларға немесе тарифтерге қарай әртүрлі болса, оларды бөлек үзінділерге бөліңіз.
5. Құжаттардың ескірген нұсқаларын алып тастаңыз — қайшылықтар AI-ды да жаңа қызметкер сияқты шатастырады.

## 4-қадам. Сөйлеу мәнері мен шекараларды белгілеңіз

Фактілерден бөлек, AI-ға қарым-қатынас ережелері керек: «сіз» деп немесе «сен» деп, ресми немесе достық үнмен, қай тілдерде жауап беру керек. AI не туралы айтпауы керегін — мысалы, жеңілдік уәде етуді немесе медициналық диагноздарды талқылауды — және менеджерді қашан міндетті түрде шақыру керегін бөлек сипаттаңыз.

## 5-қадам. Нақты сұрақтармен тексеріңіз

Іске қоспас бұрын AI-кеңесшіге хат алмасудан алынған 30–50 нақты сұрақ қойыңыз, оның ішінде ыңғайсыздарын да. Әр қате немесе толық емес жауап — белгі: білім базасында үзінді жетіспейді немесе ол екіұшты тұжырымдалған.

## 6-қадам. Базаны өзекті күйде ұстаңыз

Білім базасы — тірі құжат. Баға мен шарттар өзгерген сайын оны жаңартып, аптасына бір рет менеджерлерге берілген диалогтарды қарап шығатын жауапты адамды тағайындаңыз. Осындай бір-екі айлық итерациялардан кейін AI типтік сұрақтардың көпшілігіне адамдардың қатысуынсыз жауап береді.

Дайындыққа уақыт болмаса, бұл жұмысты біз өз мойнымызға аламыз: қызметкерлермен сұхбат өткізіп, хат алмасуды талдап, жоба аясында білім базасын жинаймыз.`,
    },
    en: {
      title: "How to prepare a knowledge base for an AI consultant: a step-by-step guide",
      excerpt:
        "AI answers only as well as its knowledge base allows. We look at which materials to collect, how to format them and how to keep them up to date.",
      tags: "knowledge base, implementation, checklist",
      content: `An AI consultant knows nothing about your company until you tell it. Everything it tells customers about prices, terms and lead times comes from the knowledge base. That is why preparing the knowledge base is the most important stage of implementation, and the one where the company influences the result the most.

## Step 1. Collect your customers' questions

Start with questions, not documents. Export the conversations from messengers and email for the last 1–3 months and write down what people ask about most often. Usually 20–30 questions cover most requests.

Ask your managers which questions they are tired of, which ones they answer ten times a day. These are the first candidates for AI.

## Step 2. Collect the sources of answers

For each question, find where the correct answer lives:

- price lists and service descriptions;
- delivery, payment, return and warranty terms;
- opening hours, branch addresses, contacts;
- procedures and sales scripts;
- the answers to objections your best managers use.

If an answer exists only in an employee's head, write it down. This is useful even without AI: new employees will learn faster.

## Step 3. Format the materials so that AI understands them

AI works best with short, self-contained fragments. A few rules:

1. One fragment, one topic: "Delivery terms in Almaty", not "Everything about delivery and payment".
2. Write in full sentences, without abbreviations that only make sense inside the company.
3. State figures explicitly: prices in tenge, lead times in days, opening hours.
4. If terms differ by city or plan, split them into separate fragments.
5. Remove outdated versions of documents — contradictions confuse AI just as they confuse a new employee.

## Step 4. Set the tone and the boundaries

Besides facts, AI needs rules of communication: formal or informal address, an official or friendly tone, which languages to answer in. Describe separately what AI must not talk about — for example, promising discounts or discussing medical diagnoses — and when it must call a manager.

## Step 5. Test it on real questions

Before launch, ask the AI consultant 30–50 real questions from your conversations, including awkward ones. Every wrong or incomplete answer is a signal: the knowledge base is missing a fragment, or a fragment is worded ambiguously.

## Step 6. Keep the base up to date

A knowledge base is a living document. Appoint a person responsible for updating it whenever prices and terms change and for reviewing the conversations handed to managers once a week. After a month or two of such iterations, AI answers most routine questions without people getting involved.

If you have no time for the preparation, we take this work on ourselves: we interview your staff, go through your conversations and build the knowledge base as part of the project.`,
    },
  },
  "chek-list-vybora-ai-podryadchika": {
    kz: {
      title: "Чек-лист: Қазақстанда AI енгізу бойынша мердігерді қалай таңдауға болады",
      excerpt:
        "Шартқа қол қоймас бұрын қоюға тұрарлық он сұрақ: тәжірибе, тілдер, деректерді сақтау, интеграциялар, қолдау және ашық баға.",
      tags: "мердігер, чек-лист, Қазақстан",
      content: `Қазақстандағы AI-шешімдер нарығы жылдам өсіп келеді, ұсыныстар көп: дайын чат-боты бар фрилансерлерден ірі интеграторларға дейін. Таңдаудағы қателік қымбатқа түседі — айларға созылған енгізу және ешкім пайдаланбайтын шешім. Міне, сенімді мердігерді ажыратуға көмектесетін сұрақтар.

## Тәжірибе және нәтижелер

1. **Сіздің салаңызда кейстер бар ма?** Жұмыс істеп тұрған шешім мен көрсеткіштерді көрсетуді сұраңыз: жауап уақыты, менеджерсіз жабылған өтініштер үлесі, конверсияның өсуі. «Дейін» және «кейін» сандары презентациядан көп айтады.
2. **Жобаны кім жасайды?** Мердігердің өз инженерлері бар ма, әлде жұмыс қосалқы мердігерге кете ме, нақтылаңыз.

## Тіл және жергілікті ерекшеліктер

3. **Шешім орыс және қазақ тілдерін қолдай ма?** Клиенттер екі тілде де, жиі араластырып жазады. Клиенттеріңіздің нақты сұрақтарымен демо көрсетуді сұраңыз.
4. **Мұнда үйреншікті арналармен интеграциялар бар ма?** WhatsApp, Telegram және Instagram — Қазақстанда клиенттермен байланысудың негізгі арналары; оған қоса сіздің CRM жүйеңіз, мысалы amoCRM немесе Bitrix24.

## Деректер және қауіпсіздік

5. **Дербес деректер қайда сақталады?** Қазақстан Республикасының «Дербес деректер және оларды қорғау туралы» заңы оларды ел аумағындағы базада сақтауды талап етеді. Мердігер клиенттеріңіздің деректері қайда жатқанын және оларға кімнің қолжетімділігі бар екенін түсіндіруі керек.
6. **Қандай деректер сыртқы сервистерге кетеді?** Бұлттық тіл моделі қолданылса, оған нақты не берілетінін және бұл сіздің құпиялылық саясатыңызбен қалай үйлесетінін нақтылаңыз.

## Процесс және мерзімдер

7. **Енгізу жоспары қандай?** Жақсы мердігер аудиттен бастап, өлшенетін мақсаттарды бекітеді. Әдеттегі мерзім — 2 аптадан 8 аптаға дейін; «бір күнде толық дайын» деп уәде етсе, нақты не жасалатынын нақтылаңыз.
8. **Білім базасын кім дайындайды?** Жауаптардың сапасы соған байланысты. Жұмыстың қай бөлігін мердігер өз мойнына алатынын алдын ала келісіп алыңыз.

## Құны және қолдау

9. **Баға неден құралады?** Енгізудің бір реттік құнын және ай сайынғы шығындарды бөліп көрсетуді сұраңыз: қолдау, тіл моделінің ақысы, хостинг. Әр хабарлама үшін жасырын төлемдер бюджетті екі есе арттыруы мүмкін.
10. **Іске қосқаннан кейін не болады?** Өтініштерге жауап беру уақытын, 24/7 мониторинг бар-жоғын және мердігер шартта сервистің қандай қолжетімділігіне кепілдік беретінін нақтылаңыз.

## Чек-листі қалай пайдалану керек

Осы сұрақтарды екі-үш мердігерге қойып, жауаптарын жазбаша салыстырыңыз. Мықты серіктес нақты, сандармен және мысалдармен жауап береді әрі деректер мен кепілдіктер туралы сұрақтарға ренжімейді. Біз оныншы сұраққа дейін бәріне қуана жауап береміз — тегін кеңес пен жобаны бағалау сізді ештеңеге міндеттемейді.`,
    },
    en: {
      title: "Checklist: how to choose an AI implementation contractor in Kazakhstan",
      excerpt:
        "Ten questions worth asking before you sign a contract: experience, languages, data storage, integrations, support and transparent pricing.",
      tags: "contractor, checklist, Kazakhstan",
      content: `The market for AI solutions in Kazakhstan is growing fast, and there are plenty of offers: from freelancers with a ready-made chatbot to large integrators. A wrong choice is costly — months of implementation and a solution nobody uses. Here are the questions that will help you recognise a reliable contractor.

## Experience and results

1. **Do they have case studies in your industry?** Ask to see a working solution and its metrics: response time, the share of requests handled without a manager, conversion growth. "Before" and "after" figures say more than a presentation.
2. **Who will do the project?** Find out whether the contractor has its own engineers or whether the work will be subcontracted.

## Language and local specifics

3. **Does the solution support Russian and Kazakh?** Customers write in both languages, often mixing them. Ask for a demo on your customers' real questions.
4. **Does it integrate with the channels people use here?** WhatsApp, Telegram and Instagram are the main channels for talking to customers in Kazakhstan; add to that your CRM, such as amoCRM or Bitrix24.

## Data and security

5. **Where is personal data stored?** The Law of the Republic of Kazakhstan "On Personal Data and Their Protection" requires it to be stored in a database located in the country. The contractor should explain where your customers' data lives and who has access to it.
6. **What data goes to external services?** If a cloud language model is used, find out exactly what is sent to it and how that fits your privacy policy.

## Process and timelines

7. **What does the implementation plan look like?** A good contractor starts with an audit and sets measurable goals. Typical timelines are 2 to 8 weeks; if someone promises a turnkey solution "in one day", find out what exactly will be done.
8. **Who prepares the knowledge base?** The quality of the answers depends on it. Agree in advance which part of the work the contractor takes on.

## Cost and support

9. **What makes up the price?** Ask for the one-off implementation cost to be shown separately from the monthly costs: support, language model fees, hosting. Hidden per-message charges can double the budget.
10. **What happens after launch?** Find out the response time to support requests, whether there is 24/7 monitoring and what service availability the contractor guarantees in the contract.

## How to use the checklist

Put these questions to two or three contractors and compare their answers in writing. A strong partner answers specifically, with figures and examples, and does not take offence at questions about data and guarantees. We will gladly answer all ten — a free consultation and project estimate come with no obligation.`,
    },
  },
};

export const blogTranslationsSeed: SeedDocument = {
  name: "blog-translations",
  run: async (tx) => {
    const slugs = Object.keys(BLOG_TRANSLATIONS_SEED);
    const posts = await tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, slugs));
    const rows = posts.flatMap(({ id, slug }) => {
      const russian = BLOG_SEED.find((post) => post.slug === slug)!;
      const source: PostWords = {
        title: russian.title,
        excerpt: russian.excerpt ?? "",
        content: russian.content ?? "",
        author: russian.author ?? "",
        tags: (russian.tags ?? []).join(", "),
      };
      return (["kz", "en"] as const).flatMap((language) => {
        const words: PostWords = { ...BLOG_TRANSLATIONS_SEED[slug]![language], author: AUTHOR[language] };
        return (Object.keys(words) as (keyof PostWords)[]).map((field) => ({
          entity: "blog_post",
          entityId: id,
          field,
          language,
          value: words[field],
          state: "reviewed" as const,
          sourceHash: sourceHash(source[field]),
        }));
      });
    });
    if (rows.length > 0) await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
  },
};
