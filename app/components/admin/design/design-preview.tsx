import { MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { FormCard } from "~/components/admin/form-card";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { designPreviewUrl, type DesignValues } from "~/schemas/admin/design";

const t = ru.adminDesign.preview;

const DEVICES = {
  desktop: { width: 1280, height: 800, icon: MonitorIcon },
  tablet: { width: 768, height: 1024, icon: TabletIcon },
  mobile: { width: 390, height: 844, icon: SmartphoneIcon },
} as const;
type Device = keyof typeof DEVICES;

/** How long typing may pause before the frame reloads with the new values. */
const RELOAD_AFTER_MS = 400;

/**
 * The real public home page, rendered by the server with the unsaved values (a same-origin frame the
 * server lets only this screen embed, ADR 0054), at a device's width and scaled to fit the card.
 */
export function DesignPreview({ values, description = t.text }: { values: DesignValues; description?: string }) {
  const [device, setDevice] = useState<Device>("desktop");
  const wanted = designPreviewUrl(values);
  const [src, setSrc] = useState(wanted);
  useEffect(() => {
    if (wanted === src) return;
    const timer = setTimeout(() => setSrc(wanted), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [wanted, src]);

  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, height } = DEVICES[device];
  // Until measured (and without JavaScript) the frame is shown at the card's width, unscaled.
  const scale = boxWidth === null ? 1 : Math.min(1, boxWidth / width);
  return (
    <FormCard title={t.title} description={description}>
      <div className="flex flex-col gap-4">
        <div role="group" aria-label={t.devices} className="flex flex-wrap gap-2">
          {(Object.keys(DEVICES) as Device[]).map((key) => {
            const Icon = DEVICES[key].icon;
            return (
              <Button key={key} type="button" size="sm" variant={device === key ? "default" : "outline"} aria-pressed={device === key} onClick={() => setDevice(key)}>
                <Icon aria-hidden="true" />
                {t[key]}
              </Button>
            );
          })}
        </div>
        <div ref={box} className="w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
          <div className="mx-auto" style={{ width: boxWidth === null ? "100%" : width * scale, height: height * scale }}>
            <iframe
              title={t.frame}
              src={src}
              data-device={device}
              className="origin-top-left border-0 bg-white"
              style={{ width: boxWidth === null ? "100%" : width, height, transform: `scale(${scale})` }}
            />
          </div>
        </div>
      </div>
    </FormCard>
  );
}
