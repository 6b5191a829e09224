import { MessageCircle, Send } from "lucide-react";

import { openChatWidget } from "~/components/chat-widget/events";
import { useStrings } from "~/i18n/strings";
import { safeHref } from "~/lib/safe-link";

export function DemoSection({ telegramBotUrl }: { telegramBotUrl: string | null }) {
  const t = useStrings().home.demo;
  const telegramHref = safeHref(telegramBotUrl);
  return (
    <section id="demo" aria-labelledby="demo-title" className="section bg-white">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-indigo-600 to-accent px-5 py-14 text-center text-white shadow-xl shadow-primary/20 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 opacity-40"
            style={{
              backgroundImage:
                "radial-gradient(30rem 16rem at 0% 0%, rgb(255 255 255 / 0.25), transparent 70%), radial-gradient(30rem 16rem at 100% 100%, rgb(6 182 212 / 0.4), transparent 70%)",
            }}
          />
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-100">{t.eyebrow}</p>
          <h2 id="demo-title" className="mx-auto mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{t.text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <button type="button" onClick={openChatWidget} className="btn bg-white px-4 text-primary hover:bg-indigo-50 sm:px-6">
              <MessageCircle className="size-4" aria-hidden="true" />
              {t.openChat}
            </button>
            {telegramHref ? (
              <a
                href={telegramHref}
                target="_blank"
                rel="noopener noreferrer"
                className="btn border border-white/40 px-4 text-white hover:bg-white/10 sm:px-6"
              >
                <Send className="size-4" aria-hidden="true" />
                {t.telegram}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
