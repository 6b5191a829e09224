import { Camera, Clock, Mail, MapPin, PhoneCall, Phone, Send } from "lucide-react";

import { useLeadDialog } from "~/components/lead-dialog/lead-dialog-context";
import { useStrings } from "~/i18n/strings";
import { safeHref } from "~/lib/safe-link";

import type { ContactPageData } from "~/server/company.server";

/** tel: links take the digits only. */
function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, "")}`;
}

export function ContactInfo(props: Omit<ContactPageData, "services">) {
  const t = useStrings().leads.contact;
  const { open: openLeadDialog } = useLeadDialog();
  const instagram = safeHref(props.instagram);
  const telegramBot = safeHref(props.telegramBot);
  // Phone and address may be left blank in /admin/contacts: their cards are then left out.
  const cards = [
    { icon: Mail, title: t.emailCard, lines: [props.email], href: `mailto:${props.email}` },
    props.phone ? { icon: Phone, title: t.phoneCard, lines: [props.phone], href: telHref(props.phone) } : null,
    props.address ? { icon: MapPin, title: t.addressCard, lines: [props.address] } : null,
    { icon: Clock, title: t.hoursCard, lines: props.workingHours ? [props.workingHours] : [t.hoursWeekdays, t.hoursWeekend] },
  ].filter((card) => card !== null);
  return (
    <div className="space-y-10">
      <section aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="text-xl font-bold text-ink">
          {t.infoTitle}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {cards.map((card) => (
            <li key={card.title} className="card flex gap-4 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold text-muted">{card.title}</h3>
                {card.lines.map((line) =>
                  card.href ? (
                    <a key={line} href={card.href} className="mt-1 block break-words font-medium text-ink hover:text-primary">
                      {line}
                    </a>
                  ) : (
                    <p key={line} className="mt-1 font-medium text-ink">
                      {line}
                    </p>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {instagram || telegramBot ? (
        <section aria-labelledby="contact-social-title">
          <h2 id="contact-social-title" className="text-xl font-bold text-ink">
            {t.socialTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {instagram ? (
              <li>
                <a href={instagram} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                  <Camera aria-hidden="true" className="size-4" />
                  {t.instagram}
                </a>
              </li>
            ) : null}
            {telegramBot ? (
              <li>
                <a href={telegramBot} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
                  <Send aria-hidden="true" className="size-4" />
                  {t.telegramBot}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="contact-quick-title" className="rounded-2xl bg-night p-6 text-white">
        <h2 id="contact-quick-title" className="text-xl font-bold">
          {t.quickTitle}
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
          {telegramBot ? (
            <a href={telegramBot} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              <Send aria-hidden="true" className="size-4" />
              {t.tryDemo}
            </a>
          ) : null}
          <button type="button" onClick={openLeadDialog} className="btn btn-ghost-light">
            <PhoneCall aria-hidden="true" className="size-4" />
            {t.orderCall}
          </button>
        </div>
      </section>
    </div>
  );
}
