import { z } from "zod";

import { adminAnalytics } from "~/i18n/ru/admin-analytics";

import { patterned } from "./fields";

/** The longest page address a beacon may report, its query (utm_*) included. */
export const BEACON_PATH_MAX = 1000;

/**
 * Paths of the public site only: one '/' then anything but the staff, API, media and asset prefixes.
 * Exported for the client module, which decides nothing with it: the server checks what arrives.
 */
const PUBLIC_PAGE = /^\/(?!\/|admin(?:[/?#.]|$)|auth(?:[/?#.]|$)|api(?:[/?#.]|$)|media(?:[/?#.]|$)|assets(?:[/?#.]|$))[^\s\\]*$/i;

/**
 * What the analytics beacon sends after a client-side navigation (ADR 0058): the page's path with
 * its query. Nothing else: the server reads the rest from the request, and keeps only a hash of it.
 */
export const BeaconSchema = z
  .object({
    path: patterned(PUBLIC_PAGE, adminAnalytics.beacon.badPath, { max: BEACON_PATH_MAX }),
  })
  .describe("Переход по странице сайта без перезагрузки (первый просмотр считает сервер)");
