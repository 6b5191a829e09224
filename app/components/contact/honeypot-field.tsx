import { useStrings } from "~/i18n/strings";

/** Field name every public form uses for its honeypot; each schema has a matching `website` field. */
const HONEYPOT_FIELD = "website";

/**
 * A field people never see or reach (off-screen, hidden from screen readers, out of the tab order,
 * no autofill). Bots that fill every input fill it too, and the server then stores nothing.
 */
export function HoneypotField(props: { value?: string; onChange?: (value: string) => void }) {
  const strings = useStrings();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {strings.leads.honeypotLabel}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          {...(props.onChange
            ? { value: props.value ?? "", onChange: (e) => props.onChange?.(e.target.value) }
            : { defaultValue: "" })}
        />
      </label>
    </div>
  );
}
