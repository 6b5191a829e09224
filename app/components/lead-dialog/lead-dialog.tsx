export default function LeadDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
