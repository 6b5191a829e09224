/**
 * Google Analytics and Yandex Metrica on the public pages (issue 23 point 6, ADR 0057), when the
 * integrations tab sets their identifiers. One classic inline script, rendered by the server only
 * then, adds their tags once the page has loaded and the browser is idle; the Content-Security-Policy
 * allows that script by its hash and their hosts only on such pages (server/security-headers.ts).
 */
export type ThirdPartyAnalyticsIds = { googleAnalyticsId: string; yandexMetricaId: string };

/**
 * The hosts each service's documentation asks the policy to allow, per directive: Google's
 * "Google Analytics 4" section of its CSP guide, and Yandex Metrica's "Установка счетчика на сайт с
 * CSP" without Webvisor (never switched on here): the counter's host in Russia, and the ones it
 * answers from for visitors in Kazakhstan and elsewhere.
 */
const HOSTS = {
  google: {
    script: ["https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  yandex: {
    script: ["https://mc.yandex.ru", "https://yastatic.net"],
    connect: ["https://mc.yandex.ru", "https://mc.yandex.com", "https://mc.yandex.kz"],
    img: ["https://mc.yandex.ru", "https://mc.yandex.com", "https://mc.yandex.kz"],
  },
} as const;

export type ThirdPartySources = { script: string[]; connect: string[]; img: string[] };

/** The sources the policy adds for the services that are set; empty lists when none is. */
export function thirdPartySources(ids: ThirdPartyAnalyticsIds): ThirdPartySources {
  const services = [ids.googleAnalyticsId ? HOSTS.google : null, ids.yandexMetricaId ? HOSTS.yandex : null].filter((s) => s !== null);
  const of = (directive: keyof ThirdPartySources) => [...new Set(services.flatMap((service) => service[directive]))];
  return { script: of("script"), connect: of("connect"), img: of("img") };
}

/**
 * The identifiers a page at `pathname` loads: none on staff's pages and the sign-in pages, and none
 * while neither is set. The page (app/root.tsx) and its policy (app/entry.server.tsx) both ask here.
 */
export function analyticsForPage(pathname: string, ids: ThirdPartyAnalyticsIds | undefined): ThirdPartyAnalyticsIds | null {
  if (!ids || (!ids.googleAnalyticsId && !ids.yandexMetricaId)) return null;
  return /^\/(admin|auth)(\/|$)/.test(pathname) ? null : ids;
}

/**
 * The loader's text: nothing of theirs is requested before the load event and the first idle
 * period after it (a timeout where requestIdleCallback is missing). The identifiers are checked by
 * their schemas (letters, digits, a hyphen) and written as JSON strings.
 */
export function thirdPartyAnalyticsScript(ids: ThirdPartyAnalyticsIds): string {
  const parts: string[] = [];
  if (ids.googleAnalyticsId) {
    const id = JSON.stringify(ids.googleAnalyticsId);
    parts.push(
      `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments);};w.gtag("js",new Date());w.gtag("config",${id});` +
        `add("https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(${id}));`,
    );
  }
  if (ids.yandexMetricaId) {
    const id = Number(ids.yandexMetricaId);
    parts.push(
      `w.ym=w.ym||function(){(w.ym.a=w.ym.a||[]).push(arguments);};w.ym.l=1*new Date();` +
        `w.ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});add("https://mc.yandex.ru/metrika/tag.js");`,
    );
  }
  if (parts.length === 0) return "";
  return (
    `(function(w,d){function add(src){var s=d.createElement("script");s.async=true;s.src=src;d.head.appendChild(s);}` +
    `function start(){${parts.join("")}}` +
    `function idle(){if(w.requestIdleCallback)w.requestIdleCallback(start,{timeout:5000});else setTimeout(start,1000);}` +
    `if(d.readyState==="complete")idle();else w.addEventListener("load",idle,{once:true});})(window,document);`
  );
}

/**
 * Rendered near the end of <body> on public pages when an identifier is set. Its text is the
 * server's alone: in the browser the element is only adopted, so the public bundle carries none of it.
 */
export function ThirdPartyAnalytics({ ids }: { ids: ThirdPartyAnalyticsIds }) {
  return (
    <script
      id="third-party-analytics"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? thirdPartyAnalyticsScript(ids) : "" }}
    />
  );
}
