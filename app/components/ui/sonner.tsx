import { Toaster as Sonner, type ToasterProps } from "sonner";

// sonner's rich colours put green and red text on pale backgrounds just under 4.5:1; darker text fixes that.
const CONTRAST = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(0, 100%, 38%)",
  "--info-text": "hsl(210, 92%, 35%)",
} as React.CSSProperties;

function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      data-slot="toaster"
      className="toaster group"
      richColors
      closeButton
      style={props.theme === "dark" ? style : { ...CONTRAST, ...style }}
      {...props}
    />
  );
}

export { Toaster };
