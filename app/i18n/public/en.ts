/** Everything a visitor of the public site reads, in English (/en/…). */
import { cases } from "../en/cases";
import { chat } from "../en/chat";
import { common } from "../en/common";
import { home } from "../en/home";
import { leads } from "../en/leads";
import { pages } from "../en/pages";
import { servicePages } from "../en/service-pages";
import type { Translation } from "../translation";

import type { PublicStrings } from "./ru";

export const strings: Omit<Translation<PublicStrings>, "info"> = { common, home, cases, chat, pages, leads, servicePages };
