import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { useStrings } from "~/i18n/strings";
import type { PublicAssistant } from "~/lib/chat-widget";

import { readStoredWindow, storeWindow } from "./chat-storage";
import { CHAT_WIDGET_OPEN_EVENT } from "./events";

/**
 * The floating button on every public page. The window's code is not part of a first visit
 * (issue 10 point 4): it loads when the visitor shows they may open it (the pointer over the
 * button, a finger or the keyboard's focus on it), or on the first click; a visitor who never
 * opens the chat never downloads it (ADR 0062).
 */
const loadWindow = () => import("./chat-window");
const ChatWindow = lazy(loadWindow);

export function ChatLauncher({ assistant }: { assistant: PublicAssistant }) {
  const strings = useStrings();
  // The chat needs JavaScript: without it the button would do nothing, so it shows once the page runs.
  const [ready, setReady] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
    setMinimized(false);
  }, []);

  // The window as this tab left it: open after a reload or a full page load.
  useEffect(() => {
    setReady(true);
    const stored = readStoredWindow();
    if (stored?.open) {
      setMounted(true);
      setOpen(true);
      setMinimized(stored.minimized);
    }
  }, []);

  useEffect(() => {
    if (mounted) storeWindow({ open, minimized });
  }, [mounted, open, minimized]);

  useEffect(() => {
    // '#demo' links (the hero's default call to action) open the chat as well as scrolling.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href='#demo'], a[href='/#demo']");
      if (link) show();
    };
    window.addEventListener(CHAT_WIDGET_OPEN_EVENT, show);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(CHAT_WIDGET_OPEN_EVENT, show);
      document.removeEventListener("click", onClick);
    };
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back to where the visitor opened the chat from.
    window.setTimeout(() => button.current?.focus(), 0);
  }, []);

  const side = assistant.position === "bottom-left" ? "left-4 sm:left-6" : "right-4 sm:right-6";
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={show}
        onPointerEnter={() => void loadWindow()}
        onPointerDown={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        aria-label={strings.chat.widget.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        hidden={!ready || open}
        data-testid="chat-launcher"
        className={`fixed bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:bottom-6 ${side}`}
        style={{ backgroundColor: assistant.color }}
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {mounted && open ? (
        <Suspense fallback={null}>
          <ChatWindow assistant={assistant} minimized={minimized} onMinimize={setMinimized} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
