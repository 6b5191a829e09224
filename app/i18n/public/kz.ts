/** Everything a visitor of the public site reads, in Kazakh (/kz/…). */
import { cases } from "../kz/cases";
import { chat } from "../kz/chat";
import { common } from "../kz/common";
import { home } from "../kz/home";
import { leads } from "../kz/leads";
import { pages } from "../kz/pages";
import { servicePages } from "../kz/service-pages";
import type { Translation } from "../translation";

import type { PublicStrings } from "./ru";

export const strings: Omit<Translation<PublicStrings>, "info"> = { common, home, cases, chat, pages, leads, servicePages };
