import { clsx } from "clsx";
import { Menu, MessageCircle, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { useLeadDialog } from "~/components/lead-dialog/lead-dialog-context";
import { usePageHref, useStrings } from "~/i18n/strings";

import { SiteLogo } from "./site-logo";
import { LanguageSwitcher } from "./language-switcher";
import { PageLink } from "./page-link";

type SiteHeaderProps = {
  logo: string;
  companyName: string;
  phone: string;
};

/** The header's messenger link: a WhatsApp chat (wa.me) with the company's phone; none while no phone is set. */
function whatsappUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

export function SiteHeader({ logo, companyName, phone }: SiteHeaderProps) {
  const strings = useStrings();
  const href = usePageHref();
  const { open: openLeadDialog } = useLeadDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const whatsapp = whatsappUrl(phone);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const requestFromMenu = () => {
    setMenuOpen(false);
    openLeadDialog();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/80">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {strings.common.header.skipToContent}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <PageLink to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" onClick={closeMenu}>
          <SiteLogo key={logo} src={logo} companyName={companyName} />
          <span className="truncate text-lg font-bold text-ink lg:hidden xl:inline">{companyName}</span>
        </PageLink>

        <nav aria-label={strings.common.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {strings.common.nav.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={href(link.to)}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    clsx(
                      "inline-flex min-h-11 items-center rounded-lg px-1.5 text-[13px] font-medium whitespace-nowrap transition-colors xl:px-2 xl:text-sm 2xl:px-3",
                      isActive
                        ? "bg-primary/10 text-primary-600"
                        : "text-muted hover:bg-surface hover:text-ink",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden lg:flex" />
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              title={strings.common.header.whatsappTitle}
              className="hidden min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-sm font-semibold text-emerald-700 hover:bg-emerald-50 lg:inline-flex"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              <span className="sr-only 2xl:not-sr-only">{strings.common.header.whatsapp}</span>
            </a>
          ) : null}
          <button
            type="button"
            onClick={openLeadDialog}
            className="btn btn-primary hidden px-3 whitespace-nowrap lg:inline-flex xl:px-4"
          >
            {strings.common.header.leaveRequest}
          </button>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? strings.common.header.closeMenu : strings.common.header.openMenu}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-white shadow-lg lg:hidden"
      >
        <div className="container-page py-3">
          <nav aria-label={strings.common.nav.label}>
            <ul className="flex flex-col">
              {strings.common.nav.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={href(link.to)}
                    end={link.to === "/"}
                    onClick={closeMenu}
                    className={({ isActive }) =>
                      clsx(
                        "flex min-h-12 items-center rounded-lg px-3 text-base font-medium",
                        isActive ? "bg-primary/10 text-primary-600" : "text-ink hover:bg-surface",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher className="mt-3 border-t border-border pt-3" />
          <div className="mt-3 grid gap-2 border-t border-border pt-4 pb-2">
            {whatsapp ? (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline text-emerald-700"
                onClick={closeMenu}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {strings.common.header.whatsapp}
              </a>
            ) : null}
            <button type="button" onClick={requestFromMenu} className="btn btn-primary">
              {strings.common.header.leaveRequest}
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
