import { HydrateLater } from "~/components/hydrate-later";
import { useStrings } from "~/i18n/strings";

import { CasesCta } from "./cases-cta";
import { CasesHero } from "./cases-hero";
import { UpcomingProjects } from "./upcoming-projects";

/** The list page around its grid: hero, upcoming projects and the call to action. */
export function CasesPageShell({ grid, presentation }: { grid: React.ReactNode; presentation?: React.ReactNode }) {
  const t = useStrings().cases.list;
  return (
    <main>
      <CasesHero />
      <section aria-labelledby="cases-grid-title" className="section">
        <div className="container-page">
          <h2 id="cases-grid-title" className="sr-only">
            {t.gridTitle}
          </h2>
          {grid}
        </div>
      </section>
      {/* Each section after the first hydrates in a task of its own (ADR 0039), as on the home page. */}
      <HydrateLater>
        <UpcomingProjects />
      </HydrateLater>
      <HydrateLater>
        <>{presentation ?? <CasesCta presentationUrl={null} />}</>
      </HydrateLater>
    </main>
  );
}
