import { data } from "react-router";

import { HydrateLater } from "~/components/hydrate-later";
import { Achievements } from "~/components/home/achievements";
import { DemoSection } from "~/components/home/demo-section";
import { HeroSlider } from "~/components/home/hero-slider";
import { Industries } from "~/components/home/industries";
import { ServicesTeaser } from "~/components/home/services-teaser";
import { WhyUs } from "~/components/home/why-us";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta } from "~/lib/seo";
import { loadHomePage } from "~/server/home.server";

import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const page = await loadHomePage(language);
  // A language's home exists once it has a slide of its own (ADR 0077); the layout says so first.
  return data(page, page.languages.includes(language) ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  publicPageMeta("/", matches, loaderData && "languages" in loaderData ? { languages: loaderData.languages } : {});

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <HeroSlider slides={loaderData.slides} founderName={loaderData.founderName} />
      <HydrateLater>
        <Achievements />
      </HydrateLater>
      <HydrateLater>
        <ServicesTeaser services={loaderData.services} />
      </HydrateLater>
      <HydrateLater>
        <WhyUs advantages={loaderData.advantages} />
      </HydrateLater>
      <HydrateLater>
        <Industries />
      </HydrateLater>
      <HydrateLater>
        <DemoSection telegramBotUrl={loaderData.telegramBotUrl} />
      </HydrateLater>
    </main>
  );
}
