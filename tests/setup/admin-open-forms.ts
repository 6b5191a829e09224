import { SCREEN_IDS, screenOpenForms, type ScreenId } from "~/lib/permissions";

/**
 * The admin's create forms and dialogs, opened by their address (ADR 0025): what the phone and
 * keyboard tests and `npm run screenshots` look at beside the screens themselves. Each screen
 * declares them in the registry (`openForms`), so a new screen's forms are visited without a line here.
 */
export const ADMIN_OPEN_FORMS: readonly { screen: ScreenId; path: string }[] = SCREEN_IDS.flatMap((screen) =>
  screenOpenForms(screen).map((path) => ({ screen, path })),
);
